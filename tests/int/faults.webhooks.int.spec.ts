import { describe, expect, it } from 'vitest'

import { fileDays } from '../helpers/fileDays'
import {
  api,
  bank,
  deliverWebhook,
  holdBooking,
  stripeApp,
  paymentState,
} from '../helpers/payments'

const ownDays = fileDays('faults.webhooks.int')

// Stripe promises neither order nor once-only delivery: a stale failure may arrive after the
// success, and the same change may come under several event ids.
let n = 0
const slot = () => ({
  packageId: 4,
  address: '100 Main St, Winnipeg, MB',
  eventDate: ownDays.date(n++),
  eventTime: '14:00',
})

async function bookAndIntent() {
  const b = await holdBooking(stripeApp(), slot())
  const res = await api(stripeApp()).post('/create-payment-intent', {
    bookingId: b.id,
    token: b.accessToken,
    paymentType: 'full',
    amount: 1,
    totalAmount: 1,
  })
  expect(res.status).toBe(200)
  return { b, intent: await res.json() }
}

describe('webhook faults', () => {
  it('a failure delivered after the success leaves the booking confirmed and paid once', async () => {
    const { b, intent } = await bookAndIntent()
    const id = intent.paymentIntentId
    const failed = await bank(`/_control/payment_intents/${id}/fail`, { message: 'Card declined.' })
    const succeeded = await bank(`/_control/payment_intents/${id}/succeed`, {})
    const late = [
      { id: `evt_ok_${id}`, type: 'payment_intent.succeeded', object: succeeded },
      { id: `evt_fail_${id}`, type: 'payment_intent.payment_failed', object: failed },
    ]
    for (const event of late) expect((await deliverWebhook(event)).status).toBe(200)
    expect(await paymentState(b.id, id)).toEqual({
      status: 'confirmed',
      paid: 49900,
      payments: ['succeeded 49900'],
      reservations: ['confirmed'],
    })
  })

  it('the same success under several event ids, some twice and out of order, is counted once', async () => {
    const { b, intent } = await bookAndIntent()
    const id = intent.paymentIntentId
    const processing = { ...(await bank(`/_control/payment_intents/${id}`)), status: 'processing' }
    const succeeded = await bank(`/_control/payment_intents/${id}/succeed`, {})
    const events = [
      { id: `evt_b_${id}`, type: 'payment_intent.succeeded', object: succeeded },
      { id: `evt_c_${id}`, type: 'payment_intent.succeeded', object: succeeded },
      { id: `evt_a_${id}`, type: 'payment_intent.processing', object: processing },
      { id: `evt_b_${id}`, type: 'payment_intent.succeeded', object: succeeded },
    ]
    for (const event of events) expect((await deliverWebhook(event)).status).toBe(200)
    expect(await paymentState(b.id, id)).toEqual({
      status: 'confirmed',
      paid: 49900,
      payments: ['succeeded 49900'],
      reservations: ['confirmed'],
    })
  })
})
