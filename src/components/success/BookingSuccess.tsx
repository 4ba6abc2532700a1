'use client'

import Link from 'next/link'
import { useSearchParams } from 'next/navigation'

import { SuccessMark } from '@/components/ui/SuccessMark'

import { msg } from '../wizard/messages'
import { ui } from '@/components/ui/ui'
import { BookingDetails } from './BookingDetails'
import { NextSteps } from './NextSteps'
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
        body={`Its status is ${view.status.replace('_', ' ')}. If you were charged, any refund is on its way. Please try again or contact us at ${phone}.`}
        retry
      />
    )
  if (view.kind === 'error')
    return <StatusCard title="Thank you!" body={`${msg.successLoadFailed} ${msg.successContact}`} />
  if (view.kind === 'noId') return <StatusCard title="Booking Confirmed!" body={msg.successNoId} />

  const b = view.booking
  return (
    <article className="mx-auto grid max-w-4xl gap-6 px-4 py-10 sm:px-6 print:max-w-none print:p-0">
      <header className="text-center">
        <SuccessMark className="print:hidden" />
        <h1 className="mt-2 text-3xl font-bold tracking-tight text-stone-900">
          Booking Confirmed!
        </h1>
        {b ? (
          <p className="mt-2 text-stone-700">
            Thank you, {b.firstName}! Your reference is{' '}
            <strong data-testid="booking-reference">{b.reference}</strong>.{' '}
            {b.emailDelivery === false
              ? 'Keep this page: it is your confirmation (print it or save the manage link below).'
              : `A confirmation email is on its way to ${b.email}.`}
          </p>
        ) : (
          <p className="mt-2 text-stone-700">{`${msg.successLoadFailed} ${msg.successContact}`}</p>
        )}
      </header>
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
      <NextSteps phone={phone} email={email} emailDelivery={b?.emailDelivery !== false} />
      <div className="flex flex-col justify-center gap-3 sm:flex-row print:hidden">
        <button type="button" className={ui.primary} onClick={() => window.print()}>
          Print Confirmation
        </button>
        <Link href="/" className={ui.secondary}>
          Return to Home
        </Link>
      </div>
      <nav aria-label="Helpful links" className="flex justify-center gap-6 text-sm print:hidden">
        <Link href="/faq" className={ui.link}>
          FAQ
        </Link>
        <Link href="/terms" className={ui.link}>
          Terms
        </Link>
        <Link href="/privacy" className={ui.link}>
          Privacy
        </Link>
      </nav>
    </article>
  )
}
