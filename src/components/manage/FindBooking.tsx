import { ui } from '@/components/ui/ui'

import { FindBookingForm } from './FindBookingForm'

/** /booking/manage without a link: the way back to a booking for a customer without the email. */
export function FindBooking({ phone }: { phone: string }) {
  return (
    <div className="mx-auto grid max-w-xl gap-6 px-4 py-12">
      <h1 className="text-3xl font-bold text-stone-900">Manage my booking</h1>
      <p className="text-stone-800">
        Your booking has its own private link, in the confirmation email we sent you. Lost it? Enter
        the address you booked with and we will email the link again.
      </p>
      <div className={ui.card}>
        <FindBookingForm />
      </div>
      <p className="text-sm text-stone-700">
        No longer use that address? Call or text us at {phone} and we will help.
      </p>
    </div>
  )
}
