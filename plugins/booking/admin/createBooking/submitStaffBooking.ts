import { toast } from '@payloadcms/ui'

import { bookingStaffApi } from '../../contract'
import type { OfflinePayment } from '../PaymentForm'

/** POSTs the staff booking; toasts the outcome and returns the new booking's id. */
export async function submitStaffBooking(
  body: Record<string, unknown>,
  payment: OfflinePayment | null,
): Promise<number | null> {
  const res = await bookingStaffApi.createStaff({
    body: {
      ...body,
      then: payment ? { action: 'offline_payment', ...payment } : { action: 'payment_link' },
    },
  })
  const created = res.ok ? res.data : null
  if (!created?.id) {
    toast.error(!res.ok && res.body ? res.message : 'The booking was not created.')
    return null
  }
  if (created.paymentFailure)
    toast.warning(
      `Booking ${created.reference} created, but: ${created.paymentFailure.message ?? 'the payment step failed'}`,
    )
  else toast.success(`Booking ${created.reference} created`)
  return created.id
}
