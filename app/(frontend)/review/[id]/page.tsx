import type { Metadata } from 'next'
import { createLocalReq } from 'payload'

import { ReviewForm } from '@/components/review/ReviewForm'
import { ReviewThanks } from '@/components/review/ReviewThanks'
import { getPayloadClient } from '@/lib/cms/getPayloadClient'
import { loadReviewPage } from '@reviews/server'

// Private to the link's holder: never cached, indexed or sent on as a referrer.
export const dynamic = 'force-dynamic'
export const metadata: Metadata = {
  title: 'Review your event',
  robots: { index: false, follow: false },
  referrer: 'no-referrer',
}

type Props = {
  params: Promise<{ id: string }>
  searchParams: Promise<{ token?: string; saved?: string; edit?: string; error?: string }>
}

/** The review page behind the request's signed link: the form, or the thanks once sent. */
export default async function ReviewPage({ params, searchParams }: Props) {
  const { id } = await params
  const { token = '', saved, edit, error } = await searchParams
  const payload = await getPayloadClient()
  const bookingId = /^\d{1,10}$/.test(id) ? Number(id) : 0
  const view = await loadReviewPage(await createLocalReq({}, payload), bookingId, token)
  if (view.state === 'refused')
    return (
      <main className="mx-auto max-w-xl px-4 py-12">
        <p className="text-sm font-semibold uppercase tracking-wide text-amber-700">{view.brand}</p>
        <h1 className="mt-1 text-2xl font-bold text-stone-900">This review link does not work</h1>
        <p className="mt-3 text-stone-800">
          It is not a valid link, or it has closed (a review can be changed for 14 days after it was
          sent). To tell us about your event, call {view.phone} or email{' '}
          <a className="underline" href={`mailto:${view.email}`}>
            {view.email}
          </a>
          .
        </p>
      </main>
    )
  const editHref = `/review/${bookingId}?token=${encodeURIComponent(token)}&edit=1`
  const thanks = view.review && (saved || !edit) && !error
  return (
    <main className="mx-auto max-w-xl px-4 py-10">
      <p className="text-sm font-semibold uppercase tracking-wide text-amber-700">{view.brand}</p>
      <h1 className="mt-1 text-3xl font-bold text-stone-900">
        {view.review
          ? 'Your review'
          : `How was your ${view.eventType?.toLowerCase() || 'event'}, ${view.firstName}?`}
      </h1>
      {thanks ? (
        <ReviewThanks view={view} editHref={editHref} />
      ) : (
        <ReviewForm view={view} token={token} error={error} />
      )}
    </main>
  )
}
