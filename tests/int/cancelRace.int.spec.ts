import { setTimeout as sleep } from 'node:timers/promises'

import { describe, expect, it } from 'vitest'

import { dateInDays } from '../helpers/booking'
import { fileDays } from '../helpers/fileDays'
import { api, bank, holdBooking, mainApp, payHeldWithStripe, stripeApp } from '../helpers/payments'
import { testPayload } from '../helpers/payload'
import { manage, paidBooking } from '../helpers/selfService'
import { bookingDoc } from '../helpers/staff'
import { moneyOf } from '@kernel'

const ownDays = fileDays('cancelRace.int')

type Intent = { paymentIntentId: string; clientSecret: string }

async function openBalance(base: string, b: { id: number; accessToken: string }): Promise<Intent> {
  const res = await api(base).post('/create-payment-intent', {
    bookingId: b.id,
    token: b.accessToken,
    paymentType: 'full',
    purpose: 'balance',
  })
  expect(res.status).toBe(200)
  return res.json()
}

/**
 * The booking's books balance whatever the order: money kept on the payments equals what the
 * booking says was paid less refunded; no closed intent holds money; a cancelled booking keeps
 * only what the terms give for what was paid before the cancellation (75% back at 60+ days).
 */
async function expectBalancedBooks(
  bookingId: number,
  cancelStatus: number,
  keptIfCancelled: number[],
) {
  const doc = await bookingDoc(bookingId)
  const { docs } = await (
    await testPayload()
  ).find({ collection: 'payments', where: { booking: { equals: bookingId } }, depth: 0 })
  const kept = docs.reduce((s, p) => s + (p.receivedCents ?? 0) - (p.refundedCents ?? 0), 0)
  expect(kept).toBe((doc.amountPaidCents ?? 0) - (doc.refundedCents ?? 0))
  expect(docs.filter((p) => p.status === 'canceled' && (p.receivedCents ?? 0) > 0)).toEqual([])
  if (doc.status === 'cancelled') {
    expect(cancelStatus).toBe(200)
    expect(keptIfCancelled).toContain(kept)
  } else {
    expect([cancelStatus, doc.status, doc.amountPaidCents]).toEqual([
      409,
      'confirmed',
      doc.totalCents,
    ])
  }
  return doc.status
}

describe('cancel racing a payment serialises on the booking', () => {
  it('demo gateway: a cancellation and a balance payment a few ms apart never leave money unaccounted', async () => {
    const outcomes: string[] = []
    for (let i = 0; i < 6; i++) {
      // Digital Plus: $74.75 deposit kept 25% = $18.69; paid in full kept 25% = $74.75.
      const b = await paidBooking({
        eventDate: ownDays.date(i),
        eventTime: '20:00',
        paymentType: 'deposit',
      })
      const open = await openBalance(mainApp(), b)
      const [cancel] = await Promise.all([
        manage().cancel(b.id, b.accessToken),
        (async () => {
          await sleep(i * 2)
          await api(mainApp()).post('/demo-payments/confirm', {
            ...open,
            cardNumber: '4242424242424242',
          })
          await api(mainApp()).post('/confirm-booking', {
            bookingId: b.id,
            paymentIntentId: open.paymentIntentId,
          })
        })(),
      ])
      outcomes.push(await expectBalancedBooks(b.id, cancel.status, [1869, 7475]))
    }
    expect(outcomes.length).toBe(6)
  })

  it('Stripe: a card paid at the bank while the customer cancels is either kept by the terms or refunded in full', async () => {
    // Days 477–478 are this test's own.
    for (let i = 0; i < 2; i++) {
      const { held, client, open } = await stripeBalanceOpen(ownDays.offset(14 + i))
      const [cancel] = await Promise.all([
        manage(stripeApp()).cancel(held.id, held.accessToken),
        (async () => {
          await sleep(i * 3)
          await bank(`/_control/payment_intents/${open.paymentIntentId}/succeed`, {})
          await client.post('/confirm-booking', {
            bookingId: held.id,
            paymentIntentId: open.paymentIntentId,
          })
        })(),
      ])
      await expectBalancedBooks(held.id, cancel.status, [3119, 12475])
      // What the bank holds agrees with the books: a paid balance is applied or refunded.
      const pi = await bank(`/_control/payment_intents/${open.paymentIntentId}`)
      const doc = await bookingDoc(held.id)
      // Applied then 75% refunded (newest payment first), or refunded in full after the cancel.
      const expected = pi.status === 'succeeded' && doc.status === 'cancelled' ? 37425 : 0
      expect(await refundedAtBank(open.paymentIntentId)).toBe(expected)
    }
  })

  it('Stripe: the customer pays just before our cancel call; the cancellation waits for the money, then refunds it by the terms', async () => {
    const { held, client, open } = await stripeBalanceOpen(ownDays.offset(12))
    await bank(`/_control/payment_intents/${open.paymentIntentId}/pay-on-cancel`, {})
    const refused = await manage(stripeApp()).cancel(held.id, held.accessToken)
    expect([refused.status, (await refused.json()).code]).toEqual([409, 'payment_processing'])
    const confirmed = await client.post('/confirm-booking', {
      bookingId: held.id,
      paymentIntentId: open.paymentIntentId,
    })
    expect(confirmed.status).toBe(200)
    expect((await bookingDoc(held.id)).amountPaidCents).toBe(49900)
    const cancel = await manage(stripeApp()).cancel(held.id, held.accessToken)
    expect(await cancel.json()).toEqual({
      status: 'cancelled',
      refund: moneyOf(37425),
      delivery: 'sent',
    })
    await expectBalancedBooks(held.id, cancel.status, [12475])
    expect(await refundedAtBank(open.paymentIntentId)).toBe(37425)
  })
})

/** Ultimate ($499.00) with its $124.75 deposit paid through Stripe and a balance intent open. */
async function stripeBalanceOpen(days: number) {
  const client = api(stripeApp())
  const held = await holdBooking(stripeApp(), {
    packageId: 4,
    paymentType: 'deposit',
    eventDate: dateInDays(days),
    eventTime: '09:00',
  })
  await payHeldWithStripe(held, 'deposit')
  return { held, client, open: await openBalance(stripeApp(), held) }
}

async function refundedAtBank(intentId: string) {
  const refunds = (await bank('/_control/refunds')) as { payment_intent: string; amount: number }[]
  return refunds.filter((r) => r.payment_intent === intentId).reduce((s, r) => s + r.amount, 0)
}
