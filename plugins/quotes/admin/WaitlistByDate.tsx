'use client'

import { useState } from 'react'
import { Button, ConfirmationModal, toast, useModal } from '@payloadcms/ui'

import { useApi } from '@admin-kit/useApi'
import { quotesApi, type WaitlistDates as Data } from '../contract'
import { notSentReason } from './builder/builderMessages'
import { WaitlistDateTable, type Chosen } from './WaitlistDateTable'

const CONFIRM = 'waitlist-offer-now'

/**
 * Above the Waitlist list: each upcoming date's line in words (names, package, window, status,
 * the offer's end), and "Offer now" for a person who may be offered a free start time in their
 * window. The confirmation says what happens: a hold for the offer's hours and an email.
 */
export function WaitlistByDate() {
  const [pending, setPending] = useState<Chosen | null>(null)
  const [said, setSaid] = useState('')
  const { openModal } = useModal()
  // The dates stay shown while they are read again after an offer.
  const { last, reload } = useApi('waitlist', (signal) => quotesApi.waitlistDates({}, { signal }))
  const data: Data | null = last ? (last.ok ? last.data : { dates: [], offerHours: 12 }) : null

  const ask = (chosen: Chosen) => {
    setPending(chosen)
    openModal(CONFIRM)
  }
  const offer = async () => {
    if (!pending) return
    const r = await quotesApi.offer({ id: pending.id, body: { time: pending.time } })
    const offered = `Offered ${pending.timeLabel} on ${pending.dateLabel} to ${pending.name}: held for them`
    // "emailed" only when the mail server took it (the delivery the server reports).
    const words = !r.ok
      ? `Not offered: ${r.message}`
      : r.data.delivery === 'sent'
        ? `${offered} and emailed.`
        : `${offered}, but not emailed: ${notSentReason(r.data.delivery)}. Call them.`
    setSaid(words)
    if (r.ok) toast.success(words)
    else toast.error(words)
    reload()
  }
  const hours = data?.offerHours ?? 12
  return (
    <section
      aria-labelledby="waitlist-by-date"
      data-testid="waitlist-by-date"
      style={{ margin: '0 var(--gutter-h) calc(var(--base) * 2)', paddingTop: 'var(--base)' }}
    >
      <h2 id="waitlist-by-date" style={{ fontSize: 20, margin: '0 0 8px' }}>
        Waitlist by date
      </h2>
      <p role="status" style={{ margin: '0 0 12px' }}>
        {data === null
          ? 'Loading…'
          : said || (data.dates.length ? '' : 'No one is waiting for an upcoming date.')}
      </p>
      {data?.dates.map((d) => (
        <WaitlistDateTable key={d.date} day={d} onOffer={ask} />
      ))}
      <ConfirmationModal
        modalSlug={CONFIRM}
        heading="Offer this slot now?"
        body={
          pending
            ? `${pending.name} is offered ${pending.timeLabel} on ${pending.dateLabel}. The booth is held for them for ${hours} hours and they get an email with a link to review and pay. If they do not book in time, the next person waiting is offered the slot.`
            : ''
        }
        confirmLabel={`Hold for ${hours} hours and email`}
        cancelLabel="Not now"
        onConfirm={offer}
      />
      <Button buttonStyle="secondary" size="small" margin={false} onClick={reload}>
        Refresh the waitlist
      </Button>
    </section>
  )
}
