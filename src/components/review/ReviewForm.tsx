import type { ReviewPageView } from '@reviews/contract'
import { formatDateLong } from '@kernel'

import { PhotoChoice } from './PhotoChoice'
import { StarRating } from './StarRating'
import { submitReviewAction } from '@/lib/actions/submitReviewAction'

type Open = Extract<ReviewPageView, { state: 'open' }>

const ERRORS: Record<string, string> = {
  rating: 'Choose 1 to 5 stars.',
  words: 'Write a few words (3 to 2,000 characters).',
  firstName: 'Your first name can be up to 40 characters.',
  eventType: 'The event can be up to 40 characters.',
  link: 'This link has closed: a review can be changed for 14 days.',
  photoPermission: 'Tick that the people in the photo agree, or choose “No photo”.',
  photo: 'That photo is not in your gallery any more: choose another, or “No photo”.',
}

const input = 'mt-1 w-full rounded-md border border-stone-400 bg-white px-3 py-2 text-stone-900'

/** The review form: a plain server-rendered form posting to one server action. */
export function ReviewForm({ view, token, error }: { view: Open; token: string; error?: string }) {
  const r = view.review
  const message = error ? (ERRORS[error] ?? 'Please check the form and send it again.') : null
  return (
    <form
      action={submitReviewAction}
      className="mt-6 space-y-6"
      aria-describedby={message ? 'review-error' : undefined}
    >
      <input type="hidden" name="bookingId" value={view.bookingId} />
      <input type="hidden" name="token" value={token} />
      {message && (
        <p id="review-error" role="alert" className="rounded-md bg-red-50 p-3 text-red-800">
          {message}
        </p>
      )}
      <StarRating value={r?.rating ?? null} />
      <div>
        <label htmlFor="review-words" className="block text-lg font-semibold text-stone-900">
          A few words
        </label>
        <p id="review-words-hint" className="text-sm text-stone-600">
          What did you and your guests think? What could we do better?
        </p>
        <textarea
          id="review-words"
          name="words"
          required
          minLength={3}
          maxLength={2000}
          rows={5}
          aria-describedby="review-words-hint"
          defaultValue={r?.words ?? ''}
          className={input}
        />
      </div>
      <fieldset className="space-y-3">
        <legend className="text-lg font-semibold text-stone-900">
          Shown with your review (optional)
        </legend>
        <div>
          <label htmlFor="review-name" className="block text-stone-800">
            First name
          </label>
          <input
            id="review-name"
            name="firstName"
            maxLength={40}
            autoComplete="given-name"
            defaultValue={r ? (r.firstName ?? '') : view.firstName}
            className={input}
          />
        </div>
        <div>
          <label htmlFor="review-event" className="block text-stone-800">
            Event (for example “Wedding”)
          </label>
          <input
            id="review-event"
            name="eventType"
            maxLength={40}
            defaultValue={r ? (r.eventType ?? '') : (view.eventType ?? '')}
            className={input}
          />
        </div>
      </fieldset>
      <PhotoChoice
        bookingId={view.bookingId}
        token={token}
        photos={view.photos}
        chosen={r?.photo ? (typeof r.photo === 'object' ? r.photo.id : r.photo) : null}
        permission={r?.photoPermission ?? false}
      />
      <div className="flex items-start gap-3">
        <input
          id="review-consent"
          type="checkbox"
          name="publishConsent"
          value="yes"
          defaultChecked={r?.publishConsent ?? false}
          className="mt-1 size-5"
        />
        <label htmlFor="review-consent" className="text-stone-800">
          {view.brand} may publish my review on its website, with the first name, event and photo
          above.
        </label>
      </div>
      <button
        type="submit"
        className="min-h-12 rounded-md bg-stone-900 px-6 py-3 font-semibold text-white hover:bg-stone-700 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-stone-900"
      >
        {r ? 'Save my changes' : 'Send my review'}
      </button>
      <p className="text-sm text-stone-600">
        About your event on {formatDateLong(view.eventDate)}.{' '}
        {view.editableUntil
          ? 'You can change it until the date below.'
          : 'You can change it for 14 days after sending it.'}
      </p>
    </form>
  )
}
