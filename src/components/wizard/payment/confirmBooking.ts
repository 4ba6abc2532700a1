import { bookingApi } from '@booking/contract'
import { msg } from '../messages'
import { logPaymentError, saveFailedConfirmation } from './paymentErrorLog'

type Args = {
  bookingId: number
  token: string
  paymentIntentId: string
  paymentType: 'full' | 'deposit' | 'plan'
}
export type ConfirmOutcome =
  { ok: true; reference?: string } | { ok: false; slotLost: boolean; message: string }

/**
 * POST /api/confirm-booking after the gateway took the money. Any failure here means paid but not
 * confirmed, so the ids are kept for the success page to retry, and the error is reported.
 */
export async function confirmBooking(args: Args): Promise<ConfirmOutcome> {
  // The server confirms what the gateway says was paid: the booking and the intent, nothing else
  // (the token and payment type stay here, kept only for a retry).
  const res = await bookingApi.confirm({
    body: { bookingId: args.bookingId, paymentIntentId: args.paymentIntentId },
  })
  if (res.ok) return { ok: true, reference: res.data.reference }
  // A server's refusal (it has a status), or no answer at all (network, aborted).
  const isApi = res.status !== 0
  const serverMessage = res.message
  // The slot went while paying: the server refunded, nothing to retry.
  const slotLost = isApi && res.code === 'slot_lost_refunded'
  const message = slotLost
    ? serverMessage
    : isApi
      ? msg.confirmFailed(serverMessage, args.bookingId, args.paymentIntentId)
      : msg.paymentProcessing(serverMessage)
  if (!slotLost)
    saveFailedConfirmation({
      bookingId: args.bookingId,
      paymentIntentId: args.paymentIntentId,
      token: args.token,
      paymentType: args.paymentType,
    })
  logPaymentError({
    bookingId: args.bookingId,
    error: message,
    step: 'confirm-booking',
    context: { paymentIntentId: args.paymentIntentId, status: isApi ? res.status : null },
  })
  return { ok: false, slotLost, message }
}
