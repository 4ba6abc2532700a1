'use client'

import { useRouter, useSearchParams } from 'next/navigation'
import { useEffect, useState } from 'react'

import type { OwnedBookingResponse } from '@booking/contract'
import { formatCad, formatDateLong } from '@kernel'
import { isConfirmed, isPendingPayment } from '@booking/rules'
import { AUTOPAY_CONSENT } from '@booking/payNow'

import { StatusCard } from '@/components/ui/StatusCard'
import { bookingApi } from '@booking/contract'
import { msg } from '../messages'
import { ui } from '@/components/ui/ui'
import { BalanceAmounts } from './BalanceAmounts'
import { FirstPayment } from './FirstPayment'
import { PaymentPanel } from './PaymentPanel'
import { ReviewAndSign } from './ReviewAndSign'

type Loaded =
  | { kind: 'loading' }
  | { kind: 'ready'; booking: OwnedBookingResponse }
  | { kind: 'error'; message: string }

/** Pays the remaining balance of a confirmed booking (the link in the balance reminder email). */
export function BalancePayment() {
  const router = useRouter()
  const params = useSearchParams()
  const id = Number(params.get('booking_id'))
  const token = params.get('token') ?? ''
  const linkBroken = !Number.isInteger(id) || id <= 0 || !token
  const [loaded, setState] = useState<Loaded>({ kind: 'loading' })
  // "Update card" offers to keep the new card; only the customer's own tick keeps it (consent).
  const [saveCard, setSaveCard] = useState(false)
  const state: Loaded = linkBroken ? { kind: 'error', message: msg.noBookingRecord } : loaded
  useEffect(() => {
    if (linkBroken) return
    void bookingApi.owned({ id, query: { token } }).then((r) =>
      setState(
        r.ok
          ? { kind: 'ready', booking: r.data }
          : // A wrong token and a missing booking answer alike (404): this link opens nothing.
            {
              kind: 'error',
              message: r.code === 'not_found' ? msg.bookingNotInDb : msg.cannotVerify,
            },
      ),
    )
  }, [id, token, linkBroken])

  if (state.kind === 'loading') return <StatusCard title="Loading your booking…" busy />
  if (state.kind === 'error')
    return (
      <StatusCard
        title="We couldn't open this payment link"
        body={`${state.message} ${msg.successContact}`}
      />
    )
  const b = state.booking
  // From the manage page's schedule: one part now (its amount), and keeping the new card.
  const part = Number(params.get('amount'))
  const balanceCents = b.remainingBalance.cents
  const amountCents = Number.isInteger(part) && part > 0 && part < balanceCents ? part : null
  const offerSave = params.get('save') === '1'
  const success = `/booking-success?booking_id=${b.id}&token=${encodeURIComponent(token)}`
  // A booking staff took by phone is still awaiting its first payment (deposit or full).
  const initial = isPendingPayment(b.status)
  if ((!isConfirmed(b.status) && !initial) || balanceCents <= 0)
    return (
      <StatusCard
        title={balanceCents <= 0 ? 'Nothing left to pay' : 'This booking cannot be paid online'}
        body={`Booking ${b.reference}. ${msg.successContact}`}
      />
    )
  return (
    <div className="mx-auto grid max-w-xl gap-6 px-4 py-10 sm:px-6">
      <header>
        <h1 className="text-3xl font-bold tracking-tight text-stone-900">
          {initial ? 'Complete your booking' : 'Pay your balance'}
        </h1>
        <p className="mt-2 text-stone-700">
          {b.packageName} on {formatDateLong(b.eventDate)} · booking {b.reference}
        </p>
      </header>
      <BalanceAmounts b={b} />
      {amountCents ? (
        <p className="text-stone-800" data-testid="paying-part">
          Paying {formatCad(amountCents)} now of your {formatCad(balanceCents)} balance.
        </p>
      ) : null}
      {offerSave && !initial ? (
        <label className="flex min-h-11 gap-3 text-stone-900">
          <input
            type="checkbox"
            checked={saveCard}
            onChange={(e) => setSaveCard(e.target.checked)}
            className="mt-1 size-5 accent-amber-600"
          />
          <span>
            <span className="block font-semibold">{AUTOPAY_CONSENT.label}</span>
            <span className="block text-sm text-stone-700">{AUTOPAY_CONSENT.wording}</span>
          </span>
        </label>
      ) : null}
      {initial && !b.agreement ? (
        <ReviewAndSign
          bookingId={b.id}
          token={token}
          onSigned={(agreement) => setState({ kind: 'ready', booking: { ...b, agreement } })}
        />
      ) : initial ? (
        <FirstPayment booking={b} token={token} onPaid={() => router.push(success)} />
      ) : (
        <div className={ui.card}>
          <PaymentPanel
            bookingId={b.id}
            token={token}
            purpose="balance"
            paymentType="full"
            promoCode={null}
            amountCents={amountCents}
            saveCard={offerSave && saveCard}
            termsAccepted
            onPaid={() => router.push(success)}
            onSlotLost={() => router.push(success)}
          />
        </div>
      )}
    </div>
  )
}
