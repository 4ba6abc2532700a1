import { describe, expect, it } from 'vitest'

import { dateInDays } from '../helpers/booking'
import { api, mainApp } from '../helpers/payments'
import { staffApi } from '../helpers/staff'

// Day 691: the quote builder's preview books nothing, but keeps to qb's days (691–699).
const PREVIEW_DAY = 691

const thompson = (overrides: Record<string, unknown> = {}) => ({
  packageId: 2,
  eventDate: dateInDays(PREVIEW_DAY),
  eventTime: '15:00',
  address: '12 Selkirk Ave, Thompson, MB',
  selectedAddOns: [],
  addOnQuantities: {},
  lines: [{ label: 'Travel to Thompson', amountCents: 35000 }],
  ...overrides,
})

describe('the quote builder preview (POST /api/quotes/preview)', () => {
  it('prices Digital Plus in Thompson with a travel line at $649.00, GST and RST inside', async () => {
    const staff = await staffApi()
    const res = await staff.post('/quotes/preview', thompson())
    const body = await res.json()
    expect(res.status, JSON.stringify(body)).toBe(200)
    expect(body.lines).toEqual([
      { label: 'Digital Plus', amount: { cents: 29900, text: '$299.00' } },
      { label: 'Travel to Thompson', amount: { cents: 35000, text: '$350.00' } },
    ])
    // net = round(64900 / 1.12) = 57946; GST = round(57946 × 5%) = 2897; RST the rest.
    expect([body.total, body.gst, body.rst]).toEqual([
      { cents: 64900, text: '$649.00' },
      { cents: 2897, text: '$28.97' },
      { cents: 4057, text: '$40.57' },
    ])
    expect([body.outsideServiceArea, body.place]).toEqual([true, 'Thompson'])
    // Nothing is written: no quote, no hold.
    expect(body.id).toBeUndefined()
  })

  it('a discount line lowers the total to the cent; below zero is refused in words', async () => {
    const staff = await staffApi()
    const lines = [
      { label: 'Travel to Thompson', amountCents: 35000 },
      { label: 'Returning customer', amountCents: -5005 },
    ]
    const res = await staff.post('/quotes/preview', thompson({ lines }))
    expect((await res.json()).total).toEqual({ cents: 59895, text: '$598.95' })
    const negative = await staff.post(
      '/quotes/preview',
      thompson({ lines: [{ label: 'Too much', amountCents: -40000 }] }),
    )
    const refused = await negative.json()
    expect([negative.status, refused.code, refused.field]).toEqual([422, 'total_negative', 'lines'])
    expect(refused.message).toBe('The lines bring the total below zero.')
  })

  it('answers 4xx naming the field on bad input, never 5xx', async () => {
    const staff = await staffApi()
    const cases: [Record<string, unknown>, number, string, string][] = [
      [{ eventDate: '2027-02-30' }, 400, 'invalid_input', 'eventDate'],
      [{ eventTime: '25:00' }, 400, 'start_time_invalid', 'eventTime'],
      [{ eventTime: '3 PM' }, 400, 'invalid_input', 'eventTime'],
      [{ eventTime: '15:05' }, 400, 'start_time_invalid', 'eventTime'],
      [
        { lines: [{ label: 'Travel', amountCents: 350.5 }] },
        400,
        'invalid_input',
        'lines.0.amountCents',
      ],
      [{ lines: [{ label: '', amountCents: 100 }] }, 400, 'invalid_input', 'lines.0.label'],
      [{ packageId: 999999 }, 404, 'package_unknown', 'packageId'],
      [{ eventDate: dateInDays(2) }, 422, 'minimum_notice', 'eventDate'],
      [{ address: 'Nowhere at all zzqx' }, 422, 'address_unknown', 'address'],
    ]
    for (const [override, status, code, field] of cases) {
      const res = await staff.post('/quotes/preview', thompson(override))
      const body = await res.json()
      expect([res.status, body.code, body.field], JSON.stringify(override)).toEqual([
        status,
        code,
        field,
      ])
    }
  })

  it('is for staff only', async () => {
    const anonymous = await api(mainApp()).post('/quotes/preview', thompson())
    expect(anonymous.status).toBe(401)
  })
})
