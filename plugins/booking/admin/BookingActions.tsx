'use client'

import { Button, Drawer, toast, useDocumentInfo, useModal } from '@payloadcms/ui'
import { useEffect, useState } from 'react'

import { apiRequest } from '@api-client'
import type { Booking } from '../types'

import { formatCad } from '@kernel'
import { isActive, isConfirmed, isExpired } from '../core/bookingStatus'
import { CancelForm } from './CancelForm'
import { takeFlash } from './flash'
import { ModifyAction } from './ModifyAction'
import { PaymentForm } from './PaymentForm'
import { postAction } from './postAction'
import { RescheduleForm } from './RescheduleForm'

const DRAWERS = { pay: 'booking-pay', cancel: 'booking-cancel', move: 'booking-reschedule' }

/** The booking's actions, each one server operation, in the booking workspace. */
export function BookingActions({ offlinePaidCents = 0 }: { offlinePaidCents?: number }) {
  const { id } = useDocumentInfo()
  const { openModal, closeModal } = useModal()
  const [doc, setDoc] = useState<Booking | null>(null)
  const [busy, setBusy] = useState(false)
  useEffect(() => {
    if (!id) return
    void apiRequest<Booking>(`/api/bookings/${id}?depth=0`).then((r) => {
      if (r.status === 0) return
      setDoc(r.ok ? r.data : null)
      // Not on mount: the admin's toaster may not listen yet, and a toast before it is lost.
      const message = takeFlash()
      if (message) toast.success(message)
    })
  }, [id])
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
  const live = isActive(status)
  const owed = total - paid + (doc.refundedCents ?? 0) // a booking change may have refunded some
  return (
    <section
      aria-labelledby="booking-actions-heading"
      style={{ marginBottom: 'calc(var(--base) * 1.5)' }}
    >
      <h2 id="booking-actions-heading" style={{ marginBottom: 8 }}>
        Actions
      </h2>
      <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
        {owed > 0 && (live || isExpired(status)) ? (
          <Button buttonStyle="primary" margin={false} onClick={() => openModal(DRAWERS.pay)}>
            Record payment
          </Button>
        ) : null}
        {live && owed > 0 ? (
          <Button
            buttonStyle="secondary"
            disabled={busy}
            margin={false}
            onClick={() => simple('/payment-link', 'Payment link emailed')}
          >
            Send payment link
          </Button>
        ) : null}
        {live ? (
          <Button buttonStyle="secondary" margin={false} onClick={() => openModal(DRAWERS.move)}>
            Reschedule
          </Button>
        ) : null}
        {live ? <ModifyAction bookingId={id} onDone={() => done()} /> : null}
        {isConfirmed(status) ? (
          <Button
            buttonStyle="secondary"
            disabled={busy}
            margin={false}
            onClick={() => simple('/resend-confirmation', 'Confirmation sent again')}
          >
            Resend confirmation
          </Button>
        ) : null}
        <Button
          buttonStyle="secondary"
          disabled={busy}
          margin={false}
          onClick={() => simple('/new-link', 'New link emailed; earlier links no longer work')}
        >
          Send a new link
        </Button>
        {live || isExpired(status) ? (
          <Button buttonStyle="error" margin={false} onClick={() => openModal(DRAWERS.cancel)}>
            Cancel booking
          </Button>
        ) : null}
      </div>
      <Drawer slug={DRAWERS.pay} title="Record an offline payment">
        <PaymentForm
          suggestedCents={owed}
          submitLabel="Record payment"
          onSubmit={async (p) => {
            if (
              await postAction(
                `/bookings/${id}/payments`,
                p,
                `Recorded ${formatCad(p.amountCents)}`,
              )
            )
              done(DRAWERS.pay)
          }}
        />
      </Drawer>
      <Drawer slug={DRAWERS.move} title="Reschedule">
        <RescheduleForm
          bookingId={id}
          eventDate={eventDate}
          eventTime={eventTime}
          firstIsFree={reschedules === 0}
          onDone={() => done(DRAWERS.move)}
        />
      </Drawer>
      <Drawer slug={DRAWERS.cancel} title="Cancel booking">
        <CancelForm
          bookingId={id}
          offlinePaidCents={offlinePaidCents}
          onDone={() => done(DRAWERS.cancel)}
        />
      </Drawer>
    </section>
  )
}
