import crypto from 'node:crypto'
import type { PayloadRequest } from 'payload'

import { relId } from '../core'
import type { Payment } from '../types'

import { demoOffSession } from './demoOffSession'
import { WebhookSignatureError, type GatewayIntent, type PaymentGateway } from './PaymentGateway'
import { CURRENCY } from '@kernel'

const random = () => crypto.randomBytes(12).toString('hex')

// The demo gateway's "bank" is the payments table itself: a row's status and receivedCents
// change only through demoPay (the visitor's simulated card) and refund.
function toIntent(row: Payment): GatewayIntent {
  const paid = row.status === 'succeeded' || row.status === 'refunded'
  return {
    id: row.intentId,
    status: paid ? 'succeeded' : row.status === 'canceled' ? 'canceled' : 'requires_payment_method',
    amountCents: row.amountCents,
    amountReceivedCents: row.receivedCents ?? 0,
    currency: CURRENCY,
    clientSecret: row.clientSecret ?? null,
    metadata: {
      bookingId: String(relId(row.booking)),
      purpose: row.purpose,
    },
    method: row.method ?? null,
    // The demo form's test card: its receipt reads like a real one.
    card: paid && row.gateway === 'demo' ? { brand: 'Demo card', last4: demoLast4(row) } : null,
    lastError: row.failureMessage ?? null,
    savedCard:
      paid && row.saveCard && row.demoCard
        ? {
            customerId: null,
            paymentMethodId: `demo_pm_${row.demoCard}`,
            brand: 'Demo card',
            last4: demoLast4(row),
          }
        : null,
  }
}

const demoLast4 = (row: Payment) => row.demoCard?.split('_')[1] ?? '4242'

export function demoGateway(req: PayloadRequest): PaymentGateway {
  const find = async (intentId: string) => {
    const { docs } = await req.payload.find({
      collection: 'payments',
      where: { intentId: { equals: intentId } },
      limit: 1,
      depth: 0,
      req,
      showHiddenFields: true,
    })
    return docs[0] ?? null
  }
  const update = async (id: number, data: Partial<Payment>) =>
    req.payload.update({ collection: 'payments', id, data, depth: 0, req, showHiddenFields: true })
  return {
    name: 'demo',
    publishableKey: null,
    async createIntent({ amountCents, bookingId, purpose }) {
      const id = `demo_pi_${random()}`
      return {
        id,
        status: 'requires_payment_method',
        amountCents,
        amountReceivedCents: 0,
        currency: CURRENCY,
        clientSecret: `${id}_secret_${random()}`,
        metadata: { bookingId: String(bookingId), purpose },
        method: null,
        lastError: null,
      }
    },
    async updateAmount(intentId, amountCents) {
      const row = await find(intentId)
      if (!row) throw new Error(`Unknown demo intent ${intentId}`)
      return toIntent(await update(row.id, { amountCents }))
    },
    async retrieveIntent(intentId) {
      const row = await find(intentId)
      return row ? toIntent(row) : null
    },
    async cancelIntent(intentId) {
      const row = await find(intentId)
      if (row && row.status === 'requires_payment_method')
        await update(row.id, { status: 'canceled' })
    },
    chargeSaved: async (input) => demoOffSession(input),
    async refund(intentId, _reason, options = {}) {
      const row = await find(intentId)
      if (!row) throw new Error(`Unknown demo intent ${intentId}`)
      const received = row.receivedCents ?? 0
      const already = row.refundedCents ?? 0
      const amountCents = Math.min(options.amountCents ?? received - already, received - already)
      const refundedCents = already + amountCents
      await update(row.id, {
        ...(refundedCents >= received ? { status: 'refunded' as const } : {}),
        refundedCents,
      })
      return { id: `demo_re_${options.idempotencyKey ?? intentId}`, amountCents }
    },
    parseWebhook() {
      throw new WebhookSignatureError('The demo gateway sends no webhooks.')
    },
  }
}
