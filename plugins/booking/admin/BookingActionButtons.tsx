'use client'

import { Button, useModal } from '@payloadcms/ui'

import type { Booking } from '../types'

import { isActive, isConfirmed, isExpired } from '../core/bookingStatus'
import { DRAWERS } from './BookingActionDrawers'
import { ModifyAction } from './ModifyAction'

/** The action buttons a booking's status allows; the drawers they open sit beside them. */
export function BookingActionButtons(props: {
  id: number | string
  status: Booking['status']
  owed: number
  busy: boolean
  simple: (path: string, message: string) => Promise<void>
  done: (slug?: string) => void
}) {
  const { id, status, owed, busy, simple, done } = props
  const { openModal } = useModal()
  const live = isActive(status)
  return (
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
  )
}
