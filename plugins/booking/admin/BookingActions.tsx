'use client'

import { useDocumentInfo, useModal } from '@payloadcms/ui'
import { useState } from 'react'

import { BookingActionButtons } from './BookingActionButtons'
import { BookingActionDrawers } from './BookingActionDrawers'
import { postAction } from './postAction'
import { useBookingDoc } from './useBookingDoc'

/** The booking's actions, each one server operation, in the booking workspace. */
export function BookingActions({ offlinePaidCents = 0 }: { offlinePaidCents?: number }) {
  const { id } = useDocumentInfo()
  const { closeModal } = useModal()
  const doc = useBookingDoc(id)
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
  const simple = async (path: string, message: string) => {
    setBusy(true)
    if (await postAction(`/bookings/${id}${path}`, undefined, message)) done()
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
      <BookingActionButtons
        id={id}
        status={status}
        owed={owed}
        busy={busy}
        simple={simple}
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
