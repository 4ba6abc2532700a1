import { moneyOf } from '@kernel'
import type { CreatePaymentIntentResult } from '../results'
import { publicBooking } from './publicBooking'

/** The intent as the payment step reads it: what to pay with, how much, and the booking. */
export function paymentIntentBody(result: Extract<CreatePaymentIntentResult, { ok: true }>) {
  return {
    clientSecret: result.clientSecret,
    paymentIntentId: result.paymentIntentId,
    gateway: result.gateway,
    publishableKey: result.publishableKey,
    amount: moneyOf(result.amountCents),
    booking: publicBooking(result.booking),
  }
}
