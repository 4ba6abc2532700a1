import { afterAll, describe, expect, it } from 'vitest'

import { bookingBody, dateInDays } from '../helpers/booking'
import { TEST_HORIZON_DAYS } from '../helpers/fileDays'
import { closeSql, rowCounts, send } from '../helpers/hardening'
import { holdBooking } from '../helpers/payments'
import { baseURL } from '../helpers/payload'
import { fileDays } from '../helpers/fileDays'

const ownDays = fileDays('hardening.input.int')

afterAll(closeSql)

const session = () => `fuzz-${Date.now()}-${Math.random().toString(36).slice(2, 10)}`
const NUL = 'a\u0000b'

describe('bad input is a 400 naming the field, never a 500 (issue 12 findings)', () => {
  it('refuses a NUL byte in a stored string on every endpoint that stores one', async () => {
    const b = await holdBooking(baseURL(), { eventDate: ownDays.date(0), eventTime: '09:00' })
    const cases: Array<[string, Record<string, unknown>, string]> = [
      ['/api/bookings', bookingBody({ firstName: NUL }), 'firstName'],
      [`/api/bookings/${b.id}/accept-terms`, { token: NUL }, 'token'],
      ['/api/create-payment-intent', { bookingId: b.id, token: NUL }, 'token'],
      [
        '/api/confirm-booking',
        { bookingId: b.id, paymentIntentId: `pi_${NUL}` },
        'paymentIntentId',
      ],
      [
        '/api/demo-payments/confirm',
        { paymentIntentId: 'pi_x', clientSecret: NUL },
        'clientSecret',
      ],
      ['/api/cart/update', { sessionId: session(), firstName: NUL }, 'firstName'],
      ['/api/cart/customer-info', { sessionId: session(), lastName: NUL }, 'lastName'],
      ['/api/customer-info', { sessionId: session(), eventType: NUL }, 'eventType'],
      ['/api/contact', { name: NUL, email: 'a@b.ca', phone: '2045550199', message: 'hi' }, 'name'],
      ['/api/accommodation-request', { name: 'A', email: 'a@b.ca', message: NUL }, 'message'],
      ['/api/payment-error-log', { error: NUL }, 'error'],
    ]
    const before = await rowCounts(['bookings', 'carts', 'inquiries', 'payment_error_logs'])
    for (const [path, body, field] of cases) {
      const res = await send(path, { body })
      const json = await res.json()
      expect([path, res.status, json.field]).toEqual([path, 400, field])
      expect(json.message).toMatch(/not allowed/)
    }
    expect(await rowCounts(['bookings', 'carts', 'inquiries', 'payment_error_logs'])).toEqual(
      before,
    )
  })

  it('refuses a lone surrogate in cart data', async () => {
    const res = await send('/api/cart/update', {
      raw: `{"sessionId":"${session()}","notes":"x\\ud800"}`,
    })
    expect([res.status, (await res.json()).field]).toEqual([400, 'notes'])
  })

  it('treats ids above 2^31−1 as unknown: 404 for routes, 400 naming the field for bodies', async () => {
    expect((await send('/api/bookings/2147483648')).status).toBe(404)
    expect(
      (await send('/api/bookings/2147483648/accept-terms', { body: { token: 'x' } })).status,
    ).toBe(404)
    const intent = await send('/api/create-payment-intent', {
      body: { bookingId: 2147483648, token: 'x' },
    })
    expect([intent.status, (await intent.json()).field]).toEqual([400, 'bookingId'])
    const backdrop = await send('/api/bookings', { body: bookingBody({ backdropId: 2147483648 }) })
    expect([backdrop.status, (await backdrop.json()).field]).toEqual([400, 'backdropId'])
  })

  it('bounds JSON before parsing: deep, huge, malformed and non-JSON bodies are 4xx', async () => {
    const deep = `{"error":"x","context":${'['.repeat(5000)}${']'.repeat(5000)}}`
    expect((await send('/api/payment-error-log', { raw: deep })).status).toBe(400)
    const huge = JSON.stringify({ error: 'x', context: 'y'.repeat(200_000) })
    expect((await send('/api/payment-error-log', { raw: huge })).status).toBe(413)
    expect((await send('/api/bookings', { raw: '{"firstName":' })).status).toBe(400)
    const form = await send('/api/contact', {
      raw: 'name=a&email=b',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    })
    // A form body is what a foreign page can post without a preflight: 415 (issue 26).
    expect(form.status).toBe(415)
  })

  it('stores a browser error with an absurd timestamp under the time it arrived', async () => {
    const res = await send('/api/payment-error-log', {
      body: { error: 'x', timestamp: '275760-09-13' },
    })
    expect(res.status).toBe(202)
  })

  it('answers 404 without an error for a media file that does not exist', async () => {
    const res = await send('/api/media/file/nope.jpg')
    expect(res.status).toBe(404)
  })

  it('keeps bookings within the horizon from Site Settings (ten years in the test database)', async () => {
    const far = await send('/api/bookings', {
      body: bookingBody({ eventDate: '9999-12-31', eventTime: '18:00' }),
    })
    expect([far.status, (await far.json()).field]).toEqual([400, 'eventDate'])
    const beyond = await send('/api/quote', {
      body: bookingBody({ eventDate: dateInDays(TEST_HORIZON_DAYS + 1) }),
    })
    const body = await beyond.json()
    expect([beyond.status, body.field]).toEqual([422, 'eventDate'])
    expect(body.message).toMatch(/Online bookings open up to \d{4}-\d{2}-\d{2}/)
    expect(
      (await send('/api/quote', { body: bookingBody({ eventDate: ownDays.date(10) }) })).status,
    ).toBe(200)
  })
})
