import { afterAll, describe, expect, it } from 'vitest'

import { startStripeServer } from '../helpers/appServer'
import {
  api,
  bank,
  deliverWebhook,
  holdBooking,
  stripeApp,
  paymentState,
} from '../helpers/payments'
import { fileDays } from '../helpers/fileDays'

const ownDays = fileDays('faults.restart.int')

// The customer has paid at Stripe, and the server dies before anything confirmed the booking
// (no confirm-booking call answered, no webhook handled). Stripe retries its webhook until a
// server answers: the restarted server must confirm the booking and count the money once.
const port = Number(new URL(stripeApp()).port) + 2
let server: Awaited<ReturnType<typeof startStripeServer>> | undefined
afterAll(async () => server?.kill())

describe('server killed between payment and confirmation', () => {
  it('after a restart the webhook confirms the booking; the money is counted once, nothing refunded', async () => {
    server = await startStripeServer(port)
    const b = await holdBooking(server.base, {
      packageId: 4,
      address: '100 Main St, Winnipeg, MB',
      eventDate: ownDays.date(0),
      eventTime: '14:00',
    })
    const res = await api(server.base).post('/create-payment-intent', {
      bookingId: b.id,
      token: b.accessToken,
      paymentType: 'full',
    })
    expect(res.status).toBe(200)
    const { paymentIntentId: id } = (await res.json()) as { paymentIntentId: string }
    const succeeded = await bank(`/_control/payment_intents/${id}/succeed`, {})
    expect(succeeded.amount).toBe(49900)

    await server.kill()
    expect((await paymentState(b.id, id)).status).toBe('pending_payment')
    server = await startStripeServer(port)

    const event = { id: `evt_restart_${id}`, type: 'payment_intent.succeeded', object: succeeded }
    expect((await deliverWebhook(event, undefined, server.base)).status).toBe(200)
    // Stripe may retry an event it thinks failed, and the browser retries its confirm call.
    expect((await deliverWebhook(event, undefined, server.base)).status).toBe(200)
    const confirm = await api(server.base).post('/confirm-booking', {
      bookingId: b.id,
      token: b.accessToken,
      paymentIntentId: id,
    })
    expect(confirm.status).toBe(200)

    expect(await paymentState(b.id, id)).toEqual({
      status: 'confirmed',
      paid: 49900,
      payments: ['succeeded 49900'],
      reservations: ['confirmed'],
    })
    const requests = (await bank('/_control/requests')) as { method: string; path: string }[]
    expect(requests.filter((r) => r.path.includes('/refunds') && r.path.includes(id))).toEqual([])
  }, 240_000)
})
