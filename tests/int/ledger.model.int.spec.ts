import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { dateInDays } from '../helpers/booking'
import { bookingRow, staffReschedule } from '../helpers/integrity'
import { paymentsOf } from '../helpers/moneyPaths'
import { api, mainApp } from '../helpers/payments'
import { visitorIp } from '../helpers/visitorIp'
import {
  answers,
  CUSTOM_LINE,
  expectAnswered,
  expectLedger,
  MODEL_DAYS,
  moveCap,
  nextPart,
  payWhole,
  refundBound,
  startBookings,
  type Model,
  type Real,
  type Tracked,
} from '../helpers/ledgerModel'
import { manage, paidBooking } from '../helpers/selfService'
import { acceptQuote, quoteBody } from '../helpers/quotes'
import { staffApi } from '../helpers/staff'

// Issue 48: random sequences across features on two bookings (the wizard's and a quote's), each
// step through the real HTTP API against PostgreSQL, the ledger checked after every step.
// LEDGER_MODEL_RUNS=50 for a longer run; a failure prints fast-check's seed and shortest path
// (LEDGER_MODEL_SEED and LEDGER_MODEL_PATH replay it).
const RUNS = Number(process.env.LEDGER_MODEL_RUNS ?? 4)
const EARLY_SET_UP = 3
const REFUSALS = [
  'instalment_changed',
  'autopay_off_by_customer',
  'booking_changed',
  'no_change',
  'payment_processing',
  'slot_taken',
  'not_allowed_in_status',
  'reschedule_limit',
  'modify_window_closed',
  'quote_rejected',
  'quote_changed',
  'quote_accepted',
  'minimum_notice',
]

type Cmd = fc.AsyncCommand<Model, Real>
const pick = (m: Model, i: number) => m.bookings[i % m.bookings.length]!
const live = (m: Model, i: number) => pick(m, i).live

/** A change (add-on quantity or package), quoted then confirmed as the manage page does. */
async function quoteChange(b: Tracked, body: Record<string, unknown>) {
  const client = api(mainApp(), visitorIp())
  const res = await client.post(`/bookings/${b.id}/manage/modify/quote`, {
    token: b.accessToken,
    ...body,
  })
  if (!(await expectAnswered(res.clone(), REFUSALS))) return null
  const q = (await res.json()) as { version: string; newTotal: { cents: number } }
  return () =>
    client.post(`/bookings/${b.id}/manage/modify`, {
      token: b.accessToken,
      ...body,
      version: q.version,
      expectedTotalCents: q.newTotal.cents,
    })
}

async function change(b: Tracked, body: Record<string, unknown>) {
  const confirm = await quoteChange(b, body)
  if (confirm) await expectAnswered(await confirm(), REFUSALS)
}

const addOnCmd = (i: number, quantity: number): Cmd => ({
  check: (m) => live(m, i),
  run: async (m) => {
    await change(pick(m, i), { addOns: quantity ? [{ addOnId: EARLY_SET_UP, quantity }] : [] })
    await expectLedger(m)
  },
  toString: () => `addOn(${i}, ${quantity})`,
})

const packageCmd = (i: number, packageId: number): Cmd => ({
  check: (m) => live(m, i),
  run: async (m) => {
    await change(pick(m, i), { packageId })
    await expectLedger(m)
  },
  toString: () => `package(${i}, ${packageId})`,
})

const tipCmd = (i: number, tipPercent: number): Cmd => ({
  check: (m) => live(m, i),
  run: async (m) => {
    const status = await payWhole(pick(m, i), 'tip', { tipPercent })
    expect([200, 400, 409]).toContain(status)
    await expectLedger(m)
  },
  toString: () => `tip(${i}, ${tipPercent}%)`,
})

const balanceCmd = (i: number): Cmd => ({
  check: (m) => live(m, i),
  run: async (m) => {
    expect([200, 400, 409]).toContain(await payWhole(pick(m, i), 'balance'))
    await expectLedger(m)
  },
  toString: () => `payBalance(${i})`,
})

const moveCmd = (i: number, day: number, by: 'staff' | 'customer', reprice: boolean): Cmd => ({
  check: (m) => live(m, i),
  run: async (m, r) => {
    const b = pick(m, i)
    const eventDate = dateInDays(MODEL_DAYS.far[day]!)
    const time = `${String(r.hour).padStart(2, '0')}:${i % 2 ? '30' : '00'}`
    const res =
      by === 'staff'
        ? await staffReschedule(r.staff, b.id, { eventDate, eventTime: time, reprice })
        : await manage().reschedule(b.id, b.accessToken, eventDate, time)
    const cap = moveCap(b)
    if (await expectAnswered(res, REFUSALS)) Object.assign(b, { eventDate, capPercent: cap })
    await expectLedger(m)
  },
  toString: () => `move(${i}, day ${MODEL_DAYS.far[day]}, ${by}${reprice ? ', re-price' : ''})`,
})

const cancelCmd = (i: number): Cmd => ({
  check: (m) => live(m, i),
  run: async (m) => {
    const b = pick(m, i)
    const before = await bookingRow(b.id)
    const paid = (before.amountPaidCents ?? 0) - (before.refundedCents ?? 0)
    const res = await manage().cancel(b.id, b.accessToken)
    if (await expectAnswered(res, REFUSALS)) {
      b.live = false
      const after = await bookingRow(b.id)
      const refund = (after.refundedCents ?? 0) - (before.refundedCents ?? 0)
      expect(refund).toBeLessThanOrEqual(refundBound(b, paid, before.changeFeeCents ?? 0))
    }
    await expectLedger(m)
  },
  toString: () => `cancel(${i})`,
})

/** Two changes of one booking sent at once: one wins, the other says why, the books hold. */
const parallelCmd = (i: number): Cmd => ({
  check: (m) => live(m, i),
  run: async (m) => {
    const b = pick(m, i)
    const [x, y] = await Promise.all([
      quoteChange(b, { addOns: [{ addOnId: EARLY_SET_UP, quantity: 2 }] }),
      quoteChange(b, { packageId: 4 }),
    ])
    const answers = await Promise.all([x?.(), y?.()])
    for (const a of answers) if (a) await expectAnswered(a, REFUSALS)
    await expectLedger(m)
  },
  toString: () => `parallel(${i})`,
})

/** Another customer at the same venue, with the same name, books and is erased: ours keep every byte. */
const eraseOtherCmd = (day: number): Cmd => ({
  check: () => true,
  run: async (m, r) => {
    const fields = async () =>
      Promise.all(
        m.bookings.map(async (b) => {
          const row = await bookingRow(b.id)
          return [row.firstName, row.lastName, row.phone, row.address, row.email, row.totalCents]
        }),
      )
    const before = await fields()
    const first = await bookingRow(m.bookings[0]!.id)
    const other = await paidBooking({
      packageId: 2,
      paymentType: 'full',
      eventDate: dateInDays(MODEL_DAYS.far[day]!),
      eventTime: `${String(r.hour).padStart(2, '0')}:15`,
      firstName: first.firstName,
      lastName: first.lastName,
      phone: first.phone,
      address: first.address,
    }).catch(() => null) // the booths may be taken by this sequence's own bookings
    if (!other) return
    const res = await r.admin.post('/privacy/erase', { email: other.email })
    expect(res.status, await res.clone().text()).toBe(200)
    answers.addendum_accepted = (answers.addendum_accepted ?? 0) + 1
    expect(await fields()).toEqual(before)
    await expectLedger(m)
  },
  toString: () => `eraseOther(day ${MODEL_DAYS.far[day]})`,
})

/** Pays the plan's next part early from the balance page (a deposit booking: its balance). */
const payPartCmd = (i: number): Cmd => ({
  check: (m) => live(m, i),
  run: async (m) => {
    const b = pick(m, i)
    const part = await nextPart(b)
    const extra = part ? { amountCents: part.amountCents } : {}
    expect([200, 400, 409, 422]).toContain(await payWhole(b, 'balance', extra))
    await expectLedger(m)
  },
  toString: () => `payNextPart(${i})`,
})

/** Staff "Charge now" on the plan's next part, tapped once or twice at once: one charge at most. */
const chargeNowCmd = (i: number, taps: number): Cmd => ({
  check: (m) => live(m, i),
  run: async (m, r) => {
    const b = pick(m, i)
    const part = await nextPart(b)
    if (!part) return
    const tap = () =>
      r.staff.post(`/bookings/${b.id}/instalments/charge`, { instalmentId: part.id })
    const answers = await Promise.all(Array.from({ length: taps }, tap))
    for (const a of answers) await expectAnswered(a, REFUSALS)
    const charged = (await paymentsOf(b.id)).filter(
      (p) => p.instalmentId === part.id && p.status === 'succeeded',
    )
    expect(charged.length).toBeLessThanOrEqual(1)
    await expectLedger(m)
  },
  toString: () => `chargeNow(${i}, ${taps} tap${taps > 1 ? 's' : ''})`,
})

/**
 * The customer accepts the first addendum a change left awaiting them (a quote's booking is
 * signed, so its changes make addenda): a record of acceptance, which moves no money.
 */
const acceptAddendumCmd = (i: number): Cmd => ({
  check: (m) => live(m, i),
  run: async (m) => {
    const b = pick(m, i)
    const before = await bookingRow(b.id)
    const addenda = (
      before.agreement as { addenda?: { number: string; acceptedAt: string | null }[] }
    )?.addenda
    const pending = addenda?.find((a) => !a.acceptedAt)
    if (!pending) return
    const res = await api(mainApp(), visitorIp()).post(`/bookings/${b.id}/accept-addendum`, {
      token: b.accessToken,
      number: pending.number,
      signatureName: 'Model Customer',
    })
    expect(res.status, await res.clone().text()).toBe(200)
    answers.addendum_accepted = (answers.addendum_accepted ?? 0) + 1
    const after = await bookingRow(b.id)
    for (const key of ['totalCents', 'amountPaidCents', 'refundedCents', 'status'] as const)
      expect(after[key], key).toEqual(before[key])
    await expectLedger(m)
  },
  toString: () => `acceptAddendum(${i})`,
})

/** Staff revise a quote while the customer accepts the revision they read: one of them wins. */
const quoteRaceCmd = (day: number, moved: number): Cmd => ({
  check: (m) => m.bookings.length < 4,
  run: async (m, r) => {
    const body = {
      packageId: 3,
      address: '100 Main St, Winnipeg, MB',
      eventDate: dateInDays(MODEL_DAYS.far[day]!),
      eventTime: `${String(r.hour).padStart(2, '0')}:45`,
      lines: [CUSTOM_LINE],
    }
    const full = quoteBody(body)
    const created = await r.staff.post('/quotes', full)
    expect(created.status, await created.clone().text()).toBe(201)
    const q = (await created.json()) as { id: number; token: string }
    const view = await (await api(mainApp()).get(`/quotes/${q.id}?token=${q.token}`)).json()
    const [revise, accept] = await Promise.all([
      r.staff.post(`/quotes/${q.id}/revise`, {
        ...full,
        eventDate: dateInDays(MODEL_DAYS.far[moved]!),
      }),
      acceptQuote(q, { paymentType: 'full', termsHash: view.terms.hash, revision: view.revision }),
    ])
    await expectAnswered(revise, ['quote_accepted', ...REFUSALS])
    if (await expectAnswered(accept.clone(), ['quote_changed', ...REFUSALS])) {
      const { bookingId, token } = (await accept.json()) as { bookingId: number; token: string }
      const row = await bookingRow(bookingId)
      // Booked exactly what the page showed: its total and its date.
      expect([row.totalCents, row.eventDate]).toEqual([view.total.cents, body.eventDate])
      await payWhole({ id: bookingId, accessToken: token }, 'initial')
      m.bookings.push({
        id: bookingId,
        accessToken: token,
        fromQuote: true,
        eventDate: row.eventDate,
        live: true,
        capPercent: 75,
        customerMoves: 0,
      })
    }
    await expectLedger(m)
  },
  toString: () => `quoteRace(day ${MODEL_DAYS.far[day]} → ${MODEL_DAYS.far[moved]})`,
})

const side = fc.integer({ min: 0, max: 3 }) // a quote race may add bookings: pick() wraps
const commands = [
  fc.tuple(side, fc.integer({ min: 0, max: 2 })).map(([i, q]) => addOnCmd(i, q)),
  fc.tuple(side, fc.constantFrom(2, 3, 4)).map(([i, p]) => packageCmd(i, p)),
  fc.tuple(side, fc.constantFrom(10, 15, 20)).map(([i, p]) => tipCmd(i, p)),
  side.map((i) => balanceCmd(i)),
  fc
    .tuple(side, fc.integer({ min: 0, max: MODEL_DAYS.far.length - 1 }), fc.boolean(), fc.boolean())
    .map(([i, d, staff, reprice]) => moveCmd(i, d, staff ? 'staff' : 'customer', reprice)),
  side.map((i) => cancelCmd(i)),
  side.map((i) => parallelCmd(i)),
  fc.integer({ min: 0, max: MODEL_DAYS.far.length - 1 }).map((d) => eraseOtherCmd(d)),
  side.map((i) => payPartCmd(i)),
  fc
    .tuple(fc.nat(MODEL_DAYS.far.length - 1), fc.nat(MODEL_DAYS.far.length - 1))
    .map(([d, to]) => quoteRaceCmd(d, to)),
  fc.tuple(side, fc.integer({ min: 1, max: 2 })).map(([i, t]) => chargeNowCmd(i, t)),
  side.map((i) => acceptAddendumCmd(i)),
]

describe('the ledger under random sequences across features (model-based, issue 48)', () => {
  it(`${RUNS} sequences of 4 to 12 steps keep every booking's books`, async () => {
    const staff = await staffApi()
    const admin = await staffApi('admin')
    let seq = 0
    await fc.assert(
      fc.asyncProperty(
        // At least 4 steps: unfiltered, a third of the sequences had 3 or fewer (a tenth none),
        // and four short ones once moved money only 3 times (the check below failed in CI).
        fc.commands(commands, { maxCommands: 12 }).filter((cmds) => [...cmds].length >= 4),
        fc.boolean(),
        async (cmds, near) => {
          const hour = 8 + (seq % 13)
          const bookings = await startBookings(staff, hour, near)
          const model: Model = { bookings, seq: seq++ }
          await fc.asyncModelRun(() => ({ model, real: { staff, admin, hour } }), cmds)
          // The sequence's bookings give their time back, so the next one finds the booths free.
          for (const b of model.bookings) if (b.live) await manage().cancel(b.id, b.accessToken)
          await expectLedger({
            ...model,
            bookings: model.bookings.map((b) => ({ ...b, live: false })),
          })
        },
      ),
      // CI reports the first failing sequence and its seed; a local run shrinks it to the shortest.
      {
        numRuns: RUNS,
        endOnFailure: process.env.CI === 'true',
        // Replays a reported failure: LEDGER_MODEL_SEED and LEDGER_MODEL_PATH from its message.
        ...(process.env.LEDGER_MODEL_SEED
          ? { seed: Number(process.env.LEDGER_MODEL_SEED), path: process.env.LEDGER_MODEL_PATH }
          : {}),
      },
    )
    console.log(`ledger model: ${RUNS} sequences, answers ${JSON.stringify(answers)}`)
    expect(answers.ok ?? 0).toBeGreaterThan(RUNS) // the sequences moved money, not only refusals
  }, 600_000)
})
