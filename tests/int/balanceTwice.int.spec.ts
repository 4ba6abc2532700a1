import { describe, expect, it } from 'vitest'

import { confirm, depositBooking, openBalance, payCard, paymentsOf } from '../helpers/moneyPaths'
import { api, bank, deliverWebhook, holdBooking, stripeApp } from '../helpers/payments'
import { bookingDoc, staffApi } from '../helpers/staff'
import { fileDays } from '../helpers/fileDays'
import { moneyOf } from '@kernel'

const ownDays = fileDays('balanceTwice.int')

describe('the balance is never charged twice', () => {
  it('staff record the balance in cash: the open balance intent is closed and takes no money', async () => {
    const b = await depositBooking(ownDays.offset(1))
    const open = await openBalance(b)
    expect(open.amount).toEqual(moneyOf(22425))
    const staff = await staffApi()
    const cash = await staff.post(`/bookings/${b.id}/payments`, {
      method: 'cash',
      amountCents: 22425,
    })
    expect(cash.status).toBe(200)
    expect((await payCard(open)).status).toBe(404)
    expect((await confirm(b.id, open)).status).not.toBe(200)
    const doc = await bookingDoc(b.id)
    expect([doc.totalCents, doc.amountPaidCents, doc.remainingBalanceCents]).toEqual([
      29900, 29900, 0,
    ])
    expect(
      (await paymentsOf(b.id)).map((p) => [p.gateway, p.status, p.receivedCents ?? 0]),
    ).toEqual([
      ['demo', 'succeeded', 7475],
      ['demo', 'canceled', 0],
      ['offline', 'succeeded', 22425],
    ])
  })

  it('a card payment already on its way when staff record cash: paid = total, the extra refunded automatically', async () => {
    const b = await depositBooking(ownDays.offset(2))
    const open = await openBalance(b)
    expect((await payCard(open)).status).toBe(200)
    const staff = await staffApi()
    const cash = await staff.post(`/bookings/${b.id}/payments`, {
      method: 'cash',
      amountCents: 22425,
    })
    expect(cash.status).toBe(200)
    expect((await confirm(b.id, open)).status).toBe(200)
    const doc = await bookingDoc(b.id)
    expect([doc.totalCents, doc.amountPaidCents, doc.remainingBalanceCents]).toEqual([
      29900, 29900, 0,
    ])
    const card = (await paymentsOf(b.id)).find((p) => p.intentId === open.paymentIntentId)!
    expect([card.status, card.receivedCents, card.refundedCents]).toEqual([
      'refunded',
      22425,
      22425,
    ])
    expect(doc.history?.at(-1)).toMatchObject({
      actor: 'payments',
      action: 'Paid twice: extra refunded automatically',
      amountCents: 22425,
    })
    // Confirming again (the webhook after the browser) changes nothing.
    expect((await confirm(b.id, open)).status).toBe(200)
    expect((await bookingDoc(b.id)).amountPaidCents).toBe(29900)
  })
})

describe('the balance is never charged twice (Stripe)', () => {
  it('a balance paid at the bank as staff record it in cash is refunded by Stripe; its refund echo changes nothing', async () => {
    const client = api(stripeApp())
    // Ultimate: $499.00, deposit $124.75, balance $374.25.
    const held = await holdBooking(stripeApp(), {
      packageId: 4,
      paymentType: 'deposit',
      eventDate: ownDays.date(0),
      eventTime: '09:00',
    })
    const intentOf = async (body: Record<string, unknown>) =>
      (
        await client.post('/create-payment-intent', {
          bookingId: held.id,
          token: held.accessToken,
          ...body,
        })
      ).json()
    const deposit = await intentOf({ paymentType: 'deposit' })
    await bank(`/_control/payment_intents/${deposit.paymentIntentId}/succeed`, {})
    await client.post('/confirm-booking', {
      bookingId: held.id,
      paymentIntentId: deposit.paymentIntentId,
    })
    const balance = await intentOf({ paymentType: 'full', purpose: 'balance' })
    await bank(`/_control/payment_intents/${balance.paymentIntentId}/succeed`, {})
    const staff = await staffApi()
    const cash = await fetch(`${stripeApp()}/api/bookings/${held.id}/payments`, {
      method: 'POST',
      headers: staff.headers,
      body: JSON.stringify({ method: 'cash', amountCents: 37425 }),
    })
    expect(cash.status).toBe(200)
    const paid = await bank(`/_control/payment_intents/${balance.paymentIntentId}`)
    expect(
      (
        await deliverWebhook({
          id: `evt_twice_${held.id}`,
          type: 'payment_intent.succeeded',
          object: paid,
        })
      ).status,
    ).toBe(200)
    const refunds = (await bank('/_control/refunds')) as {
      payment_intent: string
      amount: number
    }[]
    expect(
      refunds.filter((r) => r.payment_intent === balance.paymentIntentId).map((r) => r.amount),
    ).toEqual([37425])
    const charge = {
      id: `ch_twice_${held.id}`,
      object: 'charge',
      payment_intent: balance.paymentIntentId,
      amount: 37425,
      amount_refunded: 37425,
      refunded: true,
    }
    expect(
      (
        await deliverWebhook({
          id: `evt_twice_refund_${held.id}`,
          type: 'charge.refunded',
          object: charge,
        })
      ).status,
    ).toBe(200)
    const doc = await bookingDoc(held.id)
    expect([
      doc.status,
      doc.totalCents,
      doc.amountPaidCents,
      doc.refundedCents ?? 0,
      doc.remainingBalanceCents,
    ]).toEqual(['confirmed', 49900, 49900, 0, 0])
  })
})
