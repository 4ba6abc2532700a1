import type { PayloadRequest } from 'payload'

import { inTransaction, safeEqual, type Failure } from '@server-kit'

import { relId } from '../../core'
import { demoCardOf } from '../../adapters/demoOffSession'
import { messages } from '../../messages'
import { lockBooking } from '../records/lockBooking'

/** The demo gateway's stand-in for a card network: this test card number is always declined. */
export const DEMO_DECLINED_CARD = '4000000000000002'

export type DemoPayResult =
  { ok: true; status: 'succeeded' } | Failure<'payment_unknown' | 'card_declined'>

const findPayment = async (req: PayloadRequest, intentId: string) => {
  const { docs } = await req.payload.find({
    collection: 'payments',
    where: { and: [{ intentId: { equals: intentId } }, { gateway: { equals: 'demo' } }] },
    limit: 1,
    depth: 0,
    req,
    showHiddenFields: true,
  })
  return docs[0]
}

/**
 * The visitor "pays" a demo intent: the money is simulated, and this is the only place a demo
 * payment becomes succeeded. The booking itself is confirmed by confirmPayment, as with Stripe.
 * Runs under the booking's row lock, like a cancellation or an offline payment: whichever comes
 * second sees what the first did (a closed intent takes no money).
 */
export async function demoPay({
  req,
  intentId,
  clientSecret,
  cardNumber,
}: {
  req: PayloadRequest
  intentId: string
  clientSecret: string
  cardNumber?: string
}): Promise<DemoPayResult> {
  const found = await findPayment(req, intentId)
  if (!found || !safeEqual(clientSecret, found.clientSecret ?? ''))
    return { ok: false, code: 'payment_unknown' }
  return inTransaction(req, async () => {
    await lockBooking(req, relId(found.booking))
    const payment = await findPayment(req, intentId)
    // A cancelled intent (its booking was cancelled, or paid another way) can no longer take money.
    if (!payment || payment.status === 'canceled') return { ok: false, code: 'payment_unknown' }
    if (payment.status === 'succeeded' || payment.status === 'refunded')
      return { ok: true, status: 'succeeded' }
    if ((cardNumber ?? '').replace(/\D/g, '') === DEMO_DECLINED_CARD) {
      await req.payload.update({
        collection: 'payments',
        id: payment.id,
        data: { failureMessage: messages.cardDeclined },
        depth: 0,
        req,
      })
      return { ok: false, code: 'card_declined' }
    }
    await req.payload.update({
      collection: 'payments',
      id: payment.id,
      data: {
        status: 'succeeded',
        receivedCents: payment.amountCents,
        method: 'card',
        failureMessage: null,
        // Kept for the plan's charges only when the customer consented.
        ...(payment.saveCard ? { demoCard: demoCardOf(cardNumber ?? '') } : {}),
      },
      depth: 0,
      req,
    })
    return { ok: true, status: 'succeeded' }
  })
}
