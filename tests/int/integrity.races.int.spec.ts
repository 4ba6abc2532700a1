import { setTimeout as sleep } from 'node:timers/promises'

import { describe, expect, it } from 'vitest'

import { dateInDays } from '../helpers/booking'
import { fileDays } from '../helpers/fileDays'
import {
  bookingRow,
  expectInvariants,
  paidFull,
  quotedChange,
  staffReschedule,
  statusesOf,
} from '../helpers/integrity'
import { manage } from '../helpers/selfService'
import { staffApi, type StaffApi } from '../helpers/staff'

const ownDays = fileDays('integrity.races.int')

type Owned = { id: number; accessToken: string }
type Op = (b: Owned, day: number) => Promise<() => Promise<Response>>

// Each operation is prepared first (its quote), then fired: the pair races at the same moment.
const change: Op = async (b) => (await quotedChange(b, { packageId: 4 })).confirm
const lower: Op = async (b) => (await quotedChange(b, { packageId: 1 })).confirm
const reschedule: Op = async (b, day) => () =>
  manage().reschedule(b.id, b.accessToken, dateInDays(day + 1), '18:00')
const cancel: Op = async (b) => () => manage().cancel(b.id, b.accessToken)
const cash =
  (staff: StaffApi): Op =>
  async (b) => {
    const owed = (await bookingRow(b.id)).remainingBalanceCents ?? 0
    return () => staff.post(`/bookings/${b.id}/payments`, { method: 'cash', amountCents: owed })
  }
const staffMove =
  (staff: StaffApi): Op =>
  async (b, day) =>
  () =>
    staffReschedule(staff, b.id, { eventDate: dateInDays(day), eventTime: '15:00', reprice: true })

const OK = [200, '409 booking_changed', '409 not_allowed_in_status', '409 payment_processing']

/** Runs the pair at once (the second a few ms later on odd rounds); invariants after each. */
async function racePair(name: string, ops: [Op, Op], day: number, deposit = false) {
  for (let round = 0; round < 2; round++) {
    const d = day + 2 * round
    const b = await paidFull(2, d, '10:00', deposit ? { paymentType: 'deposit' } : {})
    const [first, second] = [await ops[0](b, d), await ops[1](b, d)]
    const results = await Promise.all([
      first(),
      (async () => {
        await sleep(round * 3)
        return second()
      })(),
    ])
    const statuses = await statusesOf(results)
    for (const s of statuses) expect([name, OK]).toEqual([name, expect.arrayContaining([s])])
    await expectInvariants([b.id])
  }
}

describe('pairs of booking changes at the same moment keep every invariant', () => {
  it('reschedule × change', () =>
    racePair('reschedule × change', [reschedule, change], ownDays.offset(0)))
  it('reschedule × cancel', () =>
    racePair('reschedule × cancel', [reschedule, cancel], ownDays.offset(6)))
  it('change × cancel', () => racePair('change × cancel', [lower, cancel], ownDays.offset(12)))
  it('change × payment', async () => {
    const staff = await staffApi()
    await racePair('change × payment', [change, cash(staff)], ownDays.offset(18), true)
  })
  it('staff reschedule with reprice × customer change', async () => {
    const staff = await staffApi()
    await racePair('staff move × change', [staffMove(staff), change], ownDays.offset(24), true)
  })
})
