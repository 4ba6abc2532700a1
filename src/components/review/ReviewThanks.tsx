import type { ReviewPageView } from '@reviews/contract'
import { formatInstant } from '@kernel/time'

type Open = Extract<ReviewPageView, { state: 'open' }>

/**
 * After sending: 4 or 5 stars are offered the business's Google review link with their words
 * ready to copy; 1 to 3 are told the owner will reply (the owner was alerted).
 */
export function ReviewThanks({ view, editHref }: { view: Open; editHref: string }) {
  const r = view.review!
  const happy = r.rating >= 4
  return (
    <section aria-labelledby="thanks-title" className="mt-6 space-y-4" data-testid="review-thanks">
      <h2 id="thanks-title" tabIndex={-1} className="text-2xl font-bold text-stone-900">
        Thank you, {r.firstName || view.firstName}!
      </h2>
      {happy && view.googleReviewUrl ? (
        <>
          <p className="text-stone-800">
            Would you share it on Google too? It helps other hosts find a local booth. Your words
            are below, ready to copy and paste.
          </p>
          <label htmlFor="review-copy" className="block font-semibold text-stone-900">
            Your review
          </label>
          <textarea
            id="review-copy"
            readOnly
            rows={4}
            defaultValue={r.words}
            className="w-full rounded-md border border-stone-400 bg-stone-50 px-3 py-2 text-stone-900"
          />
          <a
            href={view.googleReviewUrl}
            rel="noopener noreferrer"
            target="_blank"
            data-testid="google-review-link"
            className="inline-block min-h-12 rounded-md bg-amber-500 px-6 py-3 font-semibold text-stone-950 hover:bg-amber-400"
          >
            Review us on Google (opens a new tab)
          </a>
        </>
      ) : happy ? (
        <p className="text-stone-800">We are glad it went well. Your review helps us a lot.</p>
      ) : (
        <p className="text-stone-800" data-testid="owner-will-reply">
          We are sorry it was not better. The owner has your review and will reply to you
          personally, by email or phone.
        </p>
      )}
      {view.editableUntil ? (
        <p className="text-stone-700">
          You can change your review until {formatInstant(view.editableUntil)}:{' '}
          <a href={editHref} className="font-semibold text-stone-900 underline">
            edit my review
          </a>
          .
        </p>
      ) : null}
    </section>
  )
}
