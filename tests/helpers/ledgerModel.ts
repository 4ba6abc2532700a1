import { expect } from 'vitest'

import { BUSINESS_TIME_ZONE, todayInZone } from '@kernel/time'
import { daysBetweenDateStrings, percentOf } from '@kernel'
import { refundPercentFor } from '../../plugins/booking/core/cancellation'
import { checkInvariants } from '../../scripts/lib/invariants'

import { dateInDays } from './booking'
import { bookingRow } from './integrity'
import { confirm, payCard, paymentsOf } from './moneyPaths'
import { snapshotOf } from './paymentPlans'
import { api, mainApp } from './payments'
import { acceptQuote, createQuote } from './quotes'
import { paidBooking } from './selfService'
import type { StaffApi } from './staff'

// The model-based ledger test's world (issue 48): what a sequence knows of its bookings, and the
// checks every step ends with. Its days (grep: no other test, browser ones included, books there):
// days 24–27 for a booking that starts inside the no-refund window, and the far days below.
export const MODEL_DAYS = {
  near: 24,
  far: [481, 482, 483, 484, 485, 486, 487, 488, 489, 490, 491, 492, 493, 494],
} as const
export const CUSTOM_LINE = { label: 'Premium setup fee', amountCents: 20000 }

export type Tracked = {
  id: number
  accessToken: string
  fromQuote: boolean
  eventDate: string
  live: boolean
  /** The least refund the terms gave on the day of each move (75: none moved it yet). */
  capPercent: number
  customerMoves: number
}
export type Model = { bookings: Tracked[]; seq: number }
export type Real = { staff: StaffApi; admin: StaffApi; hour: number }

export const today = () => todayInZone(new Date(), BUSINESS_TIME_ZONE)

/** The wizard's booking (Classic, deposit) and a quote's (Classic + a $200.00 line, paid in full). */
export async function startBookings(staff: StaffApi, hour: number, nearFirst: boolean) {
  const time = `${String(hour).padStart(2, '0')}:00`
  const first = nearFirst
    ? MODEL_DAYS.near + (hour % 4)
    : MODEL_DAYS.far[hour % MODEL_DAYS.far.length]!
  // Far off, the wizard's booking takes a plan of monthly instalments with the card kept.
  const w = await paidBooking({
    packageId: 3,
    paymentType: nearFirst ? 'deposit' : 'plan',
    ...(nearFirst ? {} : { saveCard: true }),
    eventDate: dateInDays(first),
    eventTime: time,
  })
  const q = await createQuote(staff, {
    packageId: 3,
    address: '100 Main St, Winnipeg, MB',
    eventDate: dateInDays(MODEL_DAYS.far[(hour + 4) % MODEL_DAYS.far.length]!),
    eventTime: time,
    lines: [CUSTOM_LINE],
  })
  const accepted = await acceptQuote(q, { paymentType: 'full' })
  expect(accepted.status).toBe(200)
  const { bookingId, token } = (await accepted.json()) as { bookingId: number; token: string }
  await payWhole({ id: bookingId, accessToken: token }, 'initial')
  const track = async (id: number, accessToken: string, fromQuote: boolean): Promise<Tracked> => ({
    id,
    accessToken,
    fromQuote,
    eventDate: (await bookingRow(id)).eventDate,
    live: true,
    capPercent: 75,
    customerMoves: 0,
  })
  return [await track(w.id, w.accessToken, false), await track(bookingId, token, true)]
}

/** Pays what the booking asks now (the initial payment, the balance, or a tip) by demo card. */
export async function payWhole(
  b: { id: number; accessToken: string },
  purpose: 'initial' | 'balance' | 'tip',
  extra: Record<string, unknown> = {},
) {
  const res = await api(mainApp()).post('/create-payment-intent', {
    bookingId: b.id,
    token: b.accessToken,
    paymentType: 'full',
    purpose,
    ...extra,
  })
  const intent = await res.json()
  // A step's payment (not the set-up's first one) is tallied with the other steps' answers: it is
  // the step that moves the most money.
  if (purpose !== 'initial') {
    const key = res.status === 200 ? 'ok' : `${res.status} ${intent.code}`
    answers[key] = (answers[key] ?? 0) + 1
  }
  if (res.status !== 200) return res.status
  expect((await payCard(intent)).status).toBe(200)
  expect((await confirm(b.id, intent)).status).toBe(200)
  return 200
}

/** What the sequences' requests answered (printed at the end: a run that only refused is weak). */
export const answers: Record<string, number> = {}

/** A refusal is fine when it says why with a 4xx code; a 5xx never is. */
export async function expectAnswered(res: Response, allowed: string[]) {
  const body = (await res.json().catch(() => ({}))) as { code?: string }
  const key = res.status < 300 ? 'ok' : `${res.status} ${body.code}`
  answers[key] = (answers[key] ?? 0) + 1
  if (res.status === 200 || res.status === 201) return true
  expect(res.status, JSON.stringify(body)).toBeLessThan(500)
  expect(allowed, `${res.status} ${JSON.stringify(body)}`).toContain(body.code)
  return false
}

/** After every step: the SQL invariants, the quote's line, tips apart from the booking's money. */
export async function expectLedger(model: Model) {
  const ids = model.bookings.map((b) => b.id)
  expect(await checkInvariants(process.env.DATABASE_URL ?? '', ids)).toEqual([])
  for (const b of model.bookings) {
    const row = await bookingRow(b.id)
    const lines =
      (row.snapshot as { lines?: { kind: string; label: string; amountCents: number }[] })?.lines ??
      []
    if (b.fromQuote)
      expect(lines.filter((l) => l.kind === 'custom').map((l) => [l.label, l.amountCents])).toEqual(
        [[CUSTOM_LINE.label, CUSTOM_LINE.amountCents]],
      )
    for (const tip of (await paymentsOf(b.id)).filter((p) => p.purpose === 'tip'))
      expect(tip.refundedCents ?? 0).toBe(b.live ? 0 : (tip.receivedCents ?? 0))
  }
}

/** The model's own bound of a cancellation: the table today, never above any move-day's terms. */
export function refundBound(b: Tracked, netPaidCents: number, changeFeeCents: number) {
  const table = refundPercentFor(daysBetweenDateStrings(today(), b.eventDate))
  const percent = Math.min(table, b.capPercent)
  return percentOf(Math.max(0, netPaidCents - changeFeeCents), percent)
}

/** A move on `today` leaves the terms at most what they gave then. */
export const moveCap = (b: Tracked) =>
  Math.min(b.capPercent, refundPercentFor(daysBetweenDateStrings(today(), b.eventDate)))

/** The next part of the booking's plan still to pay, as the stored plan names it (none: null). */
export async function nextPart(b: { id: number; accessToken: string }) {
  const schedule = (await snapshotOf(mainApp(), b)).paymentSchedule
  const open = schedule.find((p) => p.status !== 'paid')
  const plan = (await bookingRow(b.id)).paymentPlan as {
    kind?: string
    instalments?: { id: string }[]
  } | null
  if (plan?.kind !== 'plan' || !open) return null
  // The schedule lists the stored plan's parts in order: the same index names the same part.
  return {
    id: plan.instalments?.[schedule.indexOf(open)]?.id ?? '',
    amountCents: open.amount.cents,
  }
}
