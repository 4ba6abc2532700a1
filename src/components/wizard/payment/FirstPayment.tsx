'use client'

import { useState } from 'react'

import type { OwnedBookingResponse } from '@booking/contract'
import { PayNowChoice, type PayNowValue } from '@booking/payNow'

import { ui } from '@/components/ui/ui'
import { useServerToday } from '../useServerToday'
import { PaymentPanel } from './PaymentPanel'

/**
 * The first payment of a booking staff took (phone, email): the customer picks what to pay now
 * as in the wizard (in full, a deposit of at least the site's percent, or a plan), then pays.
 */
export function FirstPayment({
  booking: b,
  token,
  onPaid,
}: {
  booking: OwnedBookingResponse
  token: string
  onPaid: () => void
}) {
  const today = useServerToday()
  const [pay, setPay] = useState<PayNowValue>({
    paymentType: b.paymentType === 'full' ? 'full' : 'deposit',
    amountCents: null,
    saveCard: false,
  })
  return (
    <>
      <PayNowChoice
        totalCents={b.totalAmount.cents}
        eventDate={b.eventDate}
        today={today}
        depositPercent={b.depositPercent}
        value={pay}
        onChange={setPay}
      />
      <div className={ui.card}>
        <PaymentPanel
          bookingId={b.id}
          token={token}
          purpose="initial"
          paymentType={pay.paymentType}
          promoCode={null}
          amountCents={pay.paymentType === 'full' ? null : pay.amountCents}
          saveCard={pay.paymentType !== 'full' && pay.saveCard}
          termsAccepted
          onPaid={onPaid}
          onSlotLost={onPaid}
        />
      </div>
    </>
  )
}
