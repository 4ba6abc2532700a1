import type { ConfirmResponse } from '@booking/contract'

import { api, ApiError } from '@/lib/api'
import { msg } from '../messages'
import { logPaymentError, saveFailedConfirmation } from './paymentErrorLog'

type Args = {
  bookingId: number
  token: string
  paymentIntentId: string
  paymentType: 'full' | 'deposit' | 'plan'
  promoCodes: string[]
  discountAmount: string
}
export type ConfirmOutcome =
  { ok: true; reference?: string } | { ok: false; slotLost: boolean; message: string }

/**
 * POST /api/confirm-booking after the gateway took the money. Any failure here means paid but not
 * confirmed, so the ids are kept for the success page to retry, and the error is reported.
 */
export async function confirmBooking(args: Args): Promise<ConfirmOutcome> {
  try {
    const res = await api<ConfirmResponse>('/api/confirm-booking', {
      body: { ...args },
    })
    return { ok: true, reference: res.reference }
  } catch (error) {
    const isApi = error instanceof ApiError
    const serverMessage = isApi
      ? error.serverMessage
      : error instanceof Error
        ? error.message
        : String(error)
    // The slot went while paying: the server refunded, nothing to retry.
    const slotLost = isApi && error.code === 'slot_lost_refunded'
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
        promoCodes: args.promoCodes,
        discountAmount: args.discountAmount,
      })
    logPaymentError({
      bookingId: args.bookingId,
      error: message,
      step: 'confirm-booking',
      context: { paymentIntentId: args.paymentIntentId, status: isApi ? error.status : null },
    })
    return { ok: false, slotLost, message }
  }
}
