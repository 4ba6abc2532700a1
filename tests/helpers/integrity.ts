import { expect } from 'vitest'

import { checkInvariants } from '../../scripts/lib/invariants'
import { dateInDays } from './booking'
import { api, mainApp } from './payments'
import { testPayload } from './payload'
import { paidBooking } from './selfService'
import type { StaffApi } from './staff'
import { visitorIp } from './visitorIp'
import type { Money } from '@kernel'

/** The SQL invariants hold for these bookings (or the whole database). */
export async function expectInvariants(bookingIds?: number[]) {
  expect(await checkInvariants(process.env.DATABASE_URL ?? '', bookingIds)).toEqual([])
}

type Owned = { id: number; accessToken: string }

/** The customer's change, quoted first (its version and total are what the confirm sends). */
export async function quotedChange(b: Owned, change: Record<string, unknown>) {
  const client = api(mainApp(), visitorIp())
  const res = await client.post(`/bookings/${b.id}/manage/modify/quote`, {
    token: b.accessToken,
    ...change,
  })
  const q = (await res.json()) as { version: string; newTotal: Money; refund: Money }
  expect(res.status).toBe(200)
  return {
    q,
    confirm: () =>
      client.post(`/bookings/${b.id}/manage/modify`, {
        token: b.accessToken,
        ...change,
        version: q.version,
        expectedTotalCents: q.newTotal.cents,
      }),
  }
}

/** Quotes and confirms a change; the confirm's JSON body. */
export async function changeNow(b: Owned, change: Record<string, unknown>) {
  const res = await (await quotedChange(b, change)).confirm()
  const body = await res.json()
  expect([res.status, body]).toMatchObject([200, {}])
  return body as { total: Money; refund: Money; balance: Money }
}

/** A booking paid in full through the demo gateway: package, day offset, time. */
export const paidFull = (packageId: number, days: number, eventTime = '13:00', more = {}) =>
  paidBooking({ packageId, eventDate: dateInDays(days), eventTime, paymentType: 'full', ...more })

export const staffReschedule = (staff: StaffApi, id: number, body: Record<string, unknown>) =>
  staff.post(`/bookings/${id}/reschedule`, body)

/** Every answer is a success or a 409 that says why; never a 5xx. */
export async function statusesOf(responses: Response[]) {
  return Promise.all(
    responses.map(async (r) => {
      const body = await r.json().catch(() => ({}))
      return r.status === 200 || r.status === 201 ? r.status : `${r.status} ${body.code}`
    }),
  )
}

export const bookingRow = async (id: number) =>
  (await testPayload()).findByID({ collection: 'bookings', id, depth: 0 })
