import type { PayloadRequest } from 'payload'

/** Keeps the gateway's last failure on the payment and its booking, for staff and support. */
export async function recordPaymentFailure({
  req,
  intentId,
  message,
}: {
  req: PayloadRequest
  intentId: string
  message: string
}) {
  const { docs } = await req.payload.find({
    collection: 'payments',
    where: { intentId: { equals: intentId } },
    limit: 1,
    depth: 0,
    req,
  })
  const payment = docs[0]
  if (!payment) return false
  const failureMessage = message.slice(0, 500)
  await req.payload.update({
    collection: 'payments',
    id: payment.id,
    data: { failureMessage },
    depth: 0,
    req,
  })
  const bookingId = typeof payment.booking === 'object' ? payment.booking.id : payment.booking
  await req.payload.update({
    collection: 'bookings',
    id: bookingId,
    data: { paymentFailure: failureMessage },
    depth: 0,
    req,
  })
  return true
}
