import { SuccessMark } from '@/components/ui/SuccessMark'

import type { PublicBooking } from '@booking/contract'
import { msg } from '../wizard/messages'

/** The confirmation's title and thank-you line (or why the details could not load). */
export function SuccessHeader({ b }: { b: PublicBooking | null }) {
  return (
    <header className="text-center">
      <SuccessMark className="print:hidden" />
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-stone-900">Booking Confirmed!</h1>
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
  )
}
