import { toast } from '@payloadcms/ui'

import type { OfflinePayment } from '../PaymentForm'

type Created = {
  id?: number
  reference?: string
  message?: string
  paymentFailure?: { message?: string }
}

/** POSTs the staff booking; toasts the outcome and returns the new booking's id. */
export async function submitStaffBooking(
  body: Record<string, unknown>,
  payment: OfflinePayment | null,
): Promise<number | null> {
  const res = await fetch('/api/bookings/staff', {
    method: 'POST',
    credentials: 'include',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      ...body,
      then: payment ? { action: 'offline_payment', ...payment } : { action: 'payment_link' },
    }),
  })
  const created = (await res.json().catch(() => ({}))) as Created
  if (!res.ok || !created.id) {
    toast.error(created.message ?? 'The booking was not created.')
    return null
  }
  if (created.paymentFailure)
    toast.warning(
      `Booking ${created.reference} created, but: ${created.paymentFailure.message ?? 'the payment step failed'}`,
    )
  else toast.success(`Booking ${created.reference} created`)
  return created.id
}
