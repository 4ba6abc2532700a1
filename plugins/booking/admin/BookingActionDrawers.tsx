'use client'

import { Drawer } from '@payloadcms/ui'

import { formatCad } from '@kernel'
import { bookingStaffApi } from '../contract'
import { CancelForm } from './CancelForm'
import { PaymentForm } from './PaymentForm'
import { postAction } from './postAction'
import { RescheduleForm } from './RescheduleForm'

export const DRAWERS = { pay: 'booking-pay', cancel: 'booking-cancel', move: 'booking-reschedule' }

/** The record-payment, reschedule and cancel drawers the action buttons open. */
export function BookingActionDrawers(props: {
  id: number | string
  owed: number
  eventDate: string
  eventTime: string
  reschedules: number
  offlinePaidCents: number
  done: (slug?: string) => void
}) {
  const { id, owed, eventDate, eventTime, reschedules, offlinePaidCents, done } = props
  return (
    <>
      <Drawer slug={DRAWERS.pay} title="Record an offline payment">
        <PaymentForm
          suggestedCents={owed}
          submitLabel="Record payment"
          onSubmit={async (p) => {
            if (
              await postAction(
                bookingStaffApi.recordPayment({ id, body: p }),
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
    </>
  )
}
