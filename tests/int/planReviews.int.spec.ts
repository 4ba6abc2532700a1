import { describe, expect, it } from 'vitest'

import { api, bank, mainApp, stripeApp } from '../helpers/payments'
import { testPayload } from '../helpers/payload'
import { pageOf } from '../helpers/selfService'
import { staffApi } from '../helpers/staff'
import {
  P35_DAYS,
  bookWithDemoPlan,
  bookWithStripePlan,
  chargeOn,
  payPart,
  paymentsOf,
  snapshotOf,
} from '../helpers/paymentPlans'

// Review findings on payment plans (issue 35, p35): each test failed on the code before its fix.

describe('the Pay-now link of a part paid in part', () => {
  it('asks for what is left of that part, to the cent', async () => {
    const b = await bookWithDemoPlan({ saveCard: false, days: P35_DAYS })
    const part = (await snapshotOf(mainApp(), b)).paymentSchedule[1]!
    await payPart(b, 1234)
    const after = await snapshotOf(mainApp(), b)
    expect(after.paymentSchedule[1]).toMatchObject({ amount: part.amount })
    const html = await (await pageOf(b.id, b.accessToken)).text()
    const amounts = [...html.matchAll(/booking\/balance\?[^"]*?amount=(\d+)/g)].map((m) => m[1])
    expect(amounts[0]).toBe(String(part.amount.cents - 1234))
  })
})

describe('keeping a new card needs the consent, stored', () => {
  it('"Update card" without the tick pays and keeps autopay off; with it, the consent is stored', async () => {
    const b = await bookWithDemoPlan({ saveCard: false, days: P35_DAYS })
    const payload = await testPayload()
    const part = (await snapshotOf(mainApp(), b)).paymentSchedule[1]!
    await payPart(b, 500)
    let snap = await snapshotOf(mainApp(), b)
    expect([snap.autopay, snap.cardOnFile]).toEqual([false, null])
    // Ticked: the card is kept, automatic payments start, and the consent is on the booking.
    await payPart(b, 700, true)
    snap = await snapshotOf(mainApp(), b)
    expect([snap.autopay, snap.cardOnFile]).toEqual([true, { brand: 'Demo card', last4: '4444' }])
    const doc = await payload.findByID({ collection: 'bookings', id: b.id, depth: 0 })
    expect(doc.autopayConsent).toMatchObject({
      version: '2026-11-26',
      wording: expect.stringContaining('I authorize'),
      ip: expect.any(String),
      userAgent: expect.any(String),
    })
    expect(snap.paymentSchedule[1]!.amount.cents).toBe(part.amount.cents)
  })

  it('a card kept after the customer turned autopay off does not turn it back on without the tick', async () => {
    const b = await bookWithDemoPlan({ saveCard: true, days: P35_DAYS })
    const off = await api(mainApp()).post(`/bookings/${b.id}/manage/autopay`, {
      token: b.accessToken,
      on: false,
    })
    expect(off.status).toBe(200)
    await payPart(b, 600)
    const snap = await snapshotOf(mainApp(), b)
    expect([snap.autopay, snap.cardOnFile?.last4]).toEqual([false, '4242'])
  })
})

describe('the fake Stripe server replays idempotency keys as Stripe does', () => {
  it('a charge retried after its transaction failed gets the first answer: charged once', async () => {
    const b = await bookWithStripePlan('4242424242424242', P35_DAYS)
    const due = (await snapshotOf(stripeApp(), b)).paymentSchedule[1]!
    const first: string[] = []
    // The bank takes the money, then the transaction fails before it commits (connection lost).
    const lost = chargeOn(b.id, due.dueDate, 'stripe', (g) => ({
      ...g,
      chargeSaved: async (input) => {
        first.push((await g.chargeSaved(input)).intent.id)
        throw new Error('connection lost after the charge')
      },
    }))
    await expect(lost).rejects.toThrow(/connection lost/)
    expect((await paymentsOf(b.id)).filter((p) => p.instalmentId)).toEqual([])
    // The job's next run retries with the same key and records the first charge.
    expect(await chargeOn(b.id, due.dueDate, 'stripe')).toBe('paid')
    const charged = (await paymentsOf(b.id)).filter((p) => p.instalmentId)
    expect(charged.map((p) => [p.intentId, p.receivedCents])).toEqual([
      [first[0], due.amount.cents],
    ])
    const intents = (await bank('/_control/intents')) as {
      status: string
      amount_received: number
      metadata: Record<string, string>
    }[]
    const mine = intents.filter(
      (i) => i.metadata.bookingId === String(b.id) && i.metadata.instalmentId,
    )
    expect(mine.map((i) => [i.status, i.amount_received])).toEqual([
      ['succeeded', due.amount.cents],
    ])
    const requests = (await bank('/_control/requests')) as {
      idempotencyKey: string | null
      replayed: boolean
    }[]
    const keyed = requests.filter((r) => r.idempotencyKey === `autopay-${b.id}-1.1-1`)
    expect(keyed.map((r) => r.replayed)).toEqual([false, true])
  })

  it('refuses a key reused with other parameters (idempotency_error)', async () => {
    const post = (amount: number) =>
      fetch(`${process.env.FAKE_STRIPE_URL}/v1/payment_intents`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/x-www-form-urlencoded',
          'Idempotency-Key': `p35-reuse-${process.pid}`,
        },
        body: `amount=${amount}&currency=cad`,
      })
    const a = await post(1000)
    const again = await post(1000)
    expect([a.status, again.status, again.headers.get('idempotent-replayed')]).toEqual([
      200,
      200,
      'true',
    ])
    expect((await again.json()).id).toBe((await a.json()).id)
    const other = await post(2000)
    expect([other.status, (await other.json()).error.type]).toEqual([400, 'idempotency_error'])
  })
})

describe('staff "Charge now" says what happened', () => {
  it('a declined card answers "Declined", with the amount, the card and the bank reason', async () => {
    const b = await bookWithDemoPlan({ card: '4000 0000 0000 0341', days: P35_DAYS })
    const part = (await snapshotOf(mainApp(), b)).paymentSchedule[1]!
    const staff = await staffApi()
    const res = await staff.post(`/bookings/${b.id}/instalments/charge`, { instalmentId: '1.1' })
    const dollars = `$${(part.amount.cents / 100).toFixed(2)}`
    expect([res.status, await res.json()]).toEqual([
      200,
      {
        outcome: 'declined',
        repeated: false,
        message: `Declined: ${dollars} was not charged to Demo card ending in 0341. The bank said: Your card was declined.`,
      },
    ])
    expect((await snapshotOf(mainApp(), b)).paymentSchedule[1]!.status).toBe('failed')
  })

  it('a good card answers "Charged" with the amount and card', async () => {
    const b = await bookWithDemoPlan({ days: P35_DAYS })
    const part = (await snapshotOf(mainApp(), b)).paymentSchedule[1]!
    const res = await (
      await staffApi()
    ).post(`/bookings/${b.id}/instalments/charge`, {
      instalmentId: '1.1',
    })
    expect(await res.json()).toEqual({
      outcome: 'paid',
      repeated: false,
      message: `Charged $${(part.amount.cents / 100).toFixed(2)} to Demo card ending in 4242.`,
    })
  })
})
