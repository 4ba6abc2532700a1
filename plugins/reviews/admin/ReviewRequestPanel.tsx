'use client'

import { Button, toast } from '@payloadcms/ui'
import { useEffect, useState } from 'react'

import { formatWinnipegInstant } from '@kernel/format/formatWinnipegInstant'

import { reviewsApi, type StaffReviewRequest } from '../contract'

const when = (iso: string) => formatWinnipegInstant(iso)

/** The workspace's Review section: what was sent and when, and Send now / Stop (confirmed). */
export function ReviewRequestPanel({ bookingId }: { bookingId: number }) {
  const [r, setR] = useState<StaffReviewRequest | null>(null)
  const [version, setVersion] = useState(0)
  const [confirming, setConfirming] = useState(false)
  useEffect(() => {
    void reviewsApi.request({ id: bookingId }).then((res) => {
      if (res.ok) setR(res.data)
    })
  }, [bookingId, version])
  const refresh = () => setVersion((v) => v + 1)
  const send = async () => {
    const res = await reviewsApi.send({ id: bookingId, body: {} })
    if (res.ok) toast.success(`Review request sent by ${res.data.via ?? 'email'}.`)
    else toast.error(res.message)
    refresh()
  }
  const stop = async () => {
    const res = await reviewsApi.stop({ id: bookingId, body: {} })
    setConfirming(false)
    if (res.ok) toast.success('Review request stopped: nothing more will be sent.')
    else toast.error(res.message)
    refresh()
  }
  const active = r?.bookingStatus === 'confirmed'
  return (
    <section
      aria-labelledby="ws-review"
      data-testid="review-request-panel"
      style={{ marginTop: 'var(--base)' }}
    >
      <h2 id="ws-review" style={{ margin: '0 0 12px', fontSize: 18 }}>
        Review
      </h2>
      {!r ? <p>Loading the review request…</p> : <RequestFacts r={r} />}
      {r && active && !r.review && !r.stoppedAt ? (
        <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
          {!r.sentAt ? (
            <Button buttonStyle="secondary" size="small" onClick={send}>
              Send the review request now
            </Button>
          ) : null}
          {confirming ? (
            <p>
              Stop it? No request or reminder will be sent for this booking.{' '}
              <Button buttonStyle="secondary" size="small" onClick={stop}>
                Yes, stop
              </Button>{' '}
              <Button buttonStyle="secondary" size="small" onClick={() => setConfirming(false)}>
                No
              </Button>
            </p>
          ) : (
            <Button buttonStyle="secondary" size="small" onClick={() => setConfirming(true)}>
              Stop the review request
            </Button>
          )}
        </div>
      ) : null}
    </section>
  )
}

function RequestFacts({ r }: { r: StaffReviewRequest }) {
  const lines: string[] = []
  if (r.review) lines.push(`Reviewed: ${r.review.rating} of 5 stars (${r.review.status}).`)
  if (r.openedAt) lines.push(`Gallery first opened ${when(r.openedAt)}.`)
  if (r.sentAt) lines.push(`Request sent ${when(r.sentAt)} by ${r.sentVia ?? 'email'}.`)
  if (r.reminderSentAt) lines.push(`Reminder sent ${when(r.reminderSentAt)}.`)
  if (r.stoppedAt) lines.push(`Stopped ${when(r.stoppedAt)} by ${r.stoppedBy ?? 'staff'}.`)
  if (r.bookingStatus !== 'confirmed')
    lines.push('This booking is not confirmed: no review request is sent.')
  if (!lines.length)
    lines.push(
      'Not sent yet: it goes when the customer first opens the gallery, or 24 hours after “Your gallery is ready”.',
    )
  return (
    <>
      {lines.map((l) => (
        <p key={l} style={{ margin: '0 0 6px' }}>
          {l}
        </p>
      ))}
      {r.review ? <a href={`/admin/collections/reviews/${r.review.id}`}>Open the review</a> : null}
    </>
  )
}
