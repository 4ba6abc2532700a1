'use client'

import { useDocumentInfo, useModal } from '@payloadcms/ui'
import { useState } from 'react'

import { bookingStaffApi, type EmailAction } from '../contract'
import { staffEmailOutcome, type EmailSubject } from '../ui/emailOutcome'
import { BookingActionButtons } from './BookingActionButtons'
import { BookingActionDrawers } from './BookingActionDrawers'
import { EmailOutcomeNotice } from './EmailOutcomeNotice'
import { setFlash } from './flash'
import { postActionData } from './postAction'
import { useBookingDoc } from './useBookingDoc'

/** The booking's actions, each one server operation, in the booking workspace. */
export function BookingActions({ offlinePaidCents = 0 }: { offlinePaidCents?: number }) {
  const { id } = useDocumentInfo()
  const { closeModal } = useModal()
  const { doc, flash } = useBookingDoc(id)
  const [busy, setBusy] = useState(false)
  if (!id || !doc) return null
  const { status, eventDate, eventTime } = doc
  const total = doc.totalCents ?? 0
  const paid = doc.amountPaidCents ?? 0
  const reschedules = doc.rescheduleCount ?? 0

  const done = (slug?: string) => {
    if (slug) closeModal(slug)
    window.location.reload() // the form re-reads the locked fields; the flash survives it
  }
  // Its words come from what became of the email, never from the button that was pressed.
  const emailAction = async (action: EmailAction, subject: EmailSubject) => {
    setBusy(true)
    const r = await postActionData(bookingStaffApi[action]({ id }))
    if (r) {
      const o = staffEmailOutcome(subject, r.delivery)
      // A new link is shown either way: staff may text it too.
      const link = o.copy || subject === 'new_link' ? r.link : null
      setFlash({ message: o.text, ok: o.ok, link })
      done()
    }
    setBusy(false)
  }
  const owed = total - paid + (doc.refundedCents ?? 0) // a booking change may have refunded some
  return (
    <section
      aria-labelledby="booking-actions-heading"
      style={{ marginBottom: 'calc(var(--base) * 1.5)' }}
    >
      <h2 id="booking-actions-heading" style={{ marginBottom: 8 }}>
        Actions
      </h2>
      <EmailOutcomeNotice flash={flash} />
      <BookingActionButtons
        id={id}
        status={status}
        owed={owed}
        busy={busy}
        emailAction={emailAction}
        done={done}
      />
      <BookingActionDrawers
        id={id}
        owed={owed}
        eventDate={eventDate}
        eventTime={eventTime}
        reschedules={reschedules}
        offlinePaidCents={offlinePaidCents}
        done={done}
      />
    </section>
  )
}
