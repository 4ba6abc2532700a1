'use client'

import { Button, ConfirmationModal, useModal } from '@payloadcms/ui'

import type { EmailAction } from '../contract'
import type { Booking } from '../types'

import { isActive, isConfirmed, isExpired } from '../core/bookingStatus'
import { DRAWERS } from './BookingActionDrawers'
import type { EmailSubject } from '../ui/emailOutcome'
import { ModifyAction } from './ModifyAction'

const NEW_LINK_MODAL = 'booking-new-link'

/** The action buttons a booking's status allows; the drawers they open sit beside them. */
export function BookingActionButtons(props: {
  id: number | string
  status: Booking['status']
  owed: number
  busy: boolean
  emailAction: (action: EmailAction, subject: EmailSubject) => Promise<void>
  done: (slug?: string) => void
}) {
  const { id, status, owed, busy, emailAction, done } = props
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
          onClick={() => emailAction('paymentLink', 'payment_link')}
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
          onClick={() => emailAction('resendConfirmation', 'confirmation')}
        >
          Resend confirmation
        </Button>
      ) : null}
      <Button
        buttonStyle="secondary"
        disabled={busy}
        margin={false}
        onClick={() => openModal(NEW_LINK_MODAL)}
      >
        Send a new link…
      </Button>
      <ConfirmationModal
        modalSlug={NEW_LINK_MODAL}
        heading="Send a new link?"
        body="A new link replaces the old one: every link sent before (in emails or texts) stops opening this booking at once. We try to email the new link to the customer, and show it here so you can copy it either way."
        confirmLabel="Make a new link"
        cancelLabel="Keep the current link"
        onConfirm={() => emailAction('newLink', 'new_link')}
      />
      {live || isExpired(status) ? (
        <Button buttonStyle="error" margin={false} onClick={() => openModal(DRAWERS.cancel)}>
          Cancel booking
        </Button>
      ) : null}
    </div>
  )
}
