'use client'

import Link from 'next/link'
import { useSearchParams } from 'next/navigation'

import { statusLabel } from '@booking/rules'

import { msg } from '../wizard/messages'
import { ui } from '@/components/ui/ui'
import { BookingDetails } from './BookingDetails'
import { DocumentsSection } from '../manage/DocumentsSection'
import { NextSteps } from './NextSteps'
import { SuccessHeader } from './SuccessHeader'
import { SuccessLinks } from './SuccessLinks'
import { StatusCard } from '@/components/ui/StatusCard'
import './print.css'
import { useSuccessBooking } from './useSuccessBooking'

export function BookingSuccess({ phone, email }: { phone: string; email: string }) {
  const params = useSearchParams()
  const id = Number(params.get('booking_id'))
  const view = useSuccessBooking({
    bookingId: Number.isInteger(id) && id > 0 ? id : null,
    token: params.get('token') ?? '',
    paymentIntent: params.get('payment_intent'),
  })

  if (view.kind === 'loading') return <StatusCard title="Loading your confirmation…" busy />
  if (view.kind === 'processing')
    return (
      <StatusCard
        title="Your payment is processing"
        body="This usually takes a moment. Refresh this page shortly; we will also email you as soon as it is confirmed."
        retry
      />
    )
  if (view.kind === 'failed')
    return (
      <StatusCard
        title="This booking is not confirmed"
        body={`Its status is ${statusLabel(view.status).toLowerCase()}. If you were charged, any refund is on its way. Please try again or contact us at ${phone}.`}
        retry
      />
    )
  if (view.kind === 'error')
    return <StatusCard title="Thank you!" body={`${msg.successLoadFailed} ${msg.successContact}`} />
  if (view.kind === 'noId') return <StatusCard title="Booking Confirmed!" body={msg.successNoId} />

  const b = view.booking
  return (
    <article className="mx-auto grid max-w-4xl gap-6 px-4 py-10 sm:px-6 print:max-w-none print:p-0">
      <SuccessHeader b={b} />
      {b && (
        <p className="text-center print:hidden">
          <Link
            href={`/booking/manage?booking_id=${b.id}&token=${encodeURIComponent(params.get('token') ?? '')}`}
            className={ui.link}
          >
            Manage your booking
          </Link>{' '}
          <span className="text-stone-700">
            (pay the balance, reschedule, cancel, add to calendar, event details)
          </span>
        </p>
      )}
      {b?.notices.map((notice) => (
        <p
          key={notice}
          role="status"
          className="rounded-md border border-amber-400 bg-amber-50 px-4 py-3 text-stone-900"
        >
          {notice}
        </p>
      ))}
      {b && <BookingDetails b={b} />}
      {b && (
        <DocumentsSection
          bookingId={b.id}
          token={params.get('token') ?? ''}
          documents={b.documents ?? []}
          agreement={b.agreement}
        />
      )}
      <NextSteps
        phone={phone}
        email={email}
        emailDelivery={b?.emailDelivery !== false}
        paidInFull={b?.money.stage === 'paid_in_full'}
        owed={b?.money.stage === 'balance_due' ? b.money.phrase : null}
      />
      <SuccessLinks />
    </article>
  )
}
