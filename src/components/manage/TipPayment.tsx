'use client'

import { useRouter, useSearchParams } from 'next/navigation'
import { useEffect, useState } from 'react'

import type { PublicBooking } from '@booking/contract'
import { isConfirmed } from '@booking/rules'
import { formatCad, formatDateLong } from '@kernel'

import { StatusCard } from '@/components/ui/StatusCard'
import { ui } from '@/components/ui/ui'
import { bookingApi } from '@booking/contract'
import { PaymentPanel } from '@/components/wizard/payment/PaymentPanel'

/** Pays the tip chosen on the manage page (issue 35) through the same card form and path. */
export function TipPayment() {
  const router = useRouter()
  const params = useSearchParams()
  const id = Number(params.get('booking_id'))
  const token = params.get('token') ?? ''
  const cents = Number(params.get('cents'))
  const linkBroken = !Number.isInteger(id) || id <= 0 || !token
  const [loaded, setBooking] = useState<PublicBooking | null | 'error'>(null)
  const booking = linkBroken ? 'error' : loaded
  useEffect(() => {
    if (linkBroken) return
    void bookingApi.owned({ id, query: { token } }).then((r) => setBooking(r.ok ? r.data : 'error'))
  }, [id, token, linkBroken])
  const manage = `/booking/manage?booking_id=${id}&token=${encodeURIComponent(token)}`
  if (booking === null) return <StatusCard title="Loading your booking…" busy />
  if (booking === 'error' || !isConfirmed(booking.status) || !Number.isInteger(cents) || cents <= 0)
    return (
      <StatusCard
        title="We couldn't open this tip link"
        body="Please choose the tip again from your booking's page."
      />
    )
  return (
    <div className="mx-auto grid max-w-xl gap-6 px-4 py-10 sm:px-6">
      <header>
        <h1 className="text-3xl font-bold tracking-tight text-stone-900">Tip your attendant</h1>
        <p className="mt-2 text-stone-700">
          {booking.packageName} on {formatDateLong(booking.eventDate)} · booking {booking.reference}
        </p>
      </header>
      <p className="text-stone-800" data-testid="tip-amount">
        A tip of {formatCad(cents)}, all of it for your attendant. It is voluntary and not part of
        the price: no GST or RST, and your receipt says so.
      </p>
      <div className={ui.card}>
        <PaymentPanel
          bookingId={booking.id}
          token={token}
          purpose="tip"
          paymentType="full"
          promoCode={null}
          amountCents={cents}
          termsAccepted
          onPaid={() => router.push(`${manage}&tipped=1`)}
          onSlotLost={() => router.push(manage)}
        />
      </div>
      <a href={manage} className="text-stone-800 underline">
        Back to your booking
      </a>
    </div>
  )
}
