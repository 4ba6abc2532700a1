import { addDaysToDateString } from '@kernel'
import { describe, expect, it } from 'vitest'

import { datesOnDayOfMonth } from '../../plugins/booking/core/replanInstalments'
import { fileDays } from '../helpers/fileDays'
import { readMails, waitForMail } from '../helpers/mailCapture'
import { api, mainApp } from '../helpers/payments'
import { manage } from '../helpers/selfService'
import { bookingDoc, staffApi } from '../helpers/staff'
import { visitorIp } from '../helpers/visitorIp'
import {
  bookWithDemoPlan,
  chargeOn,
  payPart,
  paymentsOf,
  snapshotOf,
} from '../helpers/paymentPlans'

// Issue 48, payment plans and staff "Charge now" (helper c): each test failed on the code before.
// This file's own days (tests/helpers/fileDays): bookings on the first 10, reschedules 45 later.
const OWN = fileDays('planLedger.int')
const DAYS = [OWN.offset(0), 10] as const
const EXTRA_TIME = 1
const SCA_CARD = '4000 0027 6000 3184'

type Part = { id: string; dueDate: string; amountCents: number }
const sum = (parts: { amountCents: number }[]) => parts.reduce((s, p) => s + p.amountCents, 0)
/** The same sum over the booking API's schedule (amounts as the wire sends them). */
const sumShown = (parts: { amount: { cents: number } }[]) =>
  parts.reduce((s, p) => s + p.amount.cents, 0)

/** The stored plan's parts (the ids staff "Charge now" names). */
async function partsOf(bookingId: number): Promise<Part[]> {
  const doc = await bookingDoc(bookingId)
  return (doc.paymentPlan as { instalments: Part[] }).instalments
}

const autopayCharges = async (bookingId: number) =>
  (await paymentsOf(bookingId)).filter((p) => p.instalmentId)

describe('staff "Charge now" names its part and is idempotent on it', () => {
  it('a double tap with the same instalment id charges that part once, to the cent', async () => {
    const b = await bookWithDemoPlan({ days: DAYS })
    const before = await snapshotOf(mainApp(), b)
    const part = (await partsOf(b.id))[1]!
    const staff = await staffApi()
    const tap = () => staff.post(`/bookings/${b.id}/instalments/charge`, { instalmentId: part.id })
    const answers = await Promise.all([tap(), tap()])
    const bodies = await Promise.all(answers.map((r) => r.json()))
    expect(answers.map((r) => r.status)).toEqual([200, 200])
    expect(bodies.map((x) => [x.outcome, x.repeated]).sort()).toEqual([
      ['paid', false],
      ['paid', true],
    ])
    expect(bodies.find((x) => x.repeated).message).toBe(
      `Already charged: $${(part.amountCents / 100).toFixed(2)} was taken for this payment. Nothing more was charged.`,
    )
    const charged = await autopayCharges(b.id)
    expect(charged.map((p) => [p.instalmentId, p.status, p.receivedCents])).toEqual([
      [part.id, 'succeeded', part.amountCents],
    ])
    const after = await snapshotOf(mainApp(), b)
    expect(after.amountPaid.cents).toBe(before.amountPaid.cents + part.amountCents)
    expect(after.paymentSchedule.map((p) => p.status)).toEqual([
      'paid',
      'paid',
      ...after.paymentSchedule.slice(2).map(() => 'scheduled'),
    ])
    // A tap for a part that is not the next one open charges nothing.
    const later = (await partsOf(b.id))[3]!
    const wrong = await staff.post(`/bookings/${b.id}/instalments/charge`, {
      instalmentId: later.id,
    })
    expect([wrong.status, (await wrong.json()).code]).toEqual([409, 'instalment_changed'])
    expect(await autopayCharges(b.id)).toHaveLength(1)
  })

  it('a part waiting for the customer to authenticate blocks a second charge of it', async () => {
    const b = await bookWithDemoPlan({ card: SCA_CARD, days: DAYS })
    const part = (await partsOf(b.id))[1]!
    const staff = await staffApi()
    const tap = () => staff.post(`/bookings/${b.id}/instalments/charge`, { instalmentId: part.id })
    const first = await (await tap()).json()
    expect([first.outcome, first.repeated]).toEqual(['authentication_required', false])
    const second = await tap()
    const again = await second.json()
    expect([second.status, again.outcome, again.repeated]).toEqual([
      200,
      'authentication_required',
      true,
    ])
    expect(again.message).toMatch(/^Not charged again: /)
    await tap()
    const charged = await autopayCharges(b.id)
    expect(charged.map((p) => [p.instalmentId, p.status, p.amountCents])).toEqual([
      [part.id, 'requires_action', part.amountCents],
    ])
    // Nor does the job charge it while it waits.
    expect(await chargeOn(b.id, addDaysToDateString(part.dueDate, 2))).toBe('skipped')
    expect(await autopayCharges(b.id)).toHaveLength(1)
  })

  it('"Update card" re-arms the failed part: its charge date is set again and the new card pays it', async () => {
    const b = await bookWithDemoPlan({ card: SCA_CARD, days: DAYS })
    const part = (await partsOf(b.id))[1]!
    expect(await chargeOn(b.id, part.dueDate)).toBe('authentication_required')
    expect((await bookingDoc(b.id)).nextChargeOn).toBeNull()
    await payPart(b, 500, true)
    const doc = await bookingDoc(b.id)
    expect([doc.autopay, doc.nextChargeOn]).toEqual([true, part.dueDate])
    const rearmed = (doc.paymentPlan as { instalments: (Part & { failure?: string })[] })
      .instalments[1]!
    expect([rearmed.id, rearmed.failure ?? null]).toEqual([part.id, null])
    // The old card's charge waiting for authentication is closed: it can never take the money.
    expect((await autopayCharges(b.id)).map((p) => p.status)).toEqual(['canceled'])
    expect(await chargeOn(b.id, part.dueDate)).toBe('paid')
    const charged = await autopayCharges(b.id)
    expect(charged.map((p) => [p.status, p.receivedCents ?? 0])).toEqual([
      ['canceled', 0],
      ['succeeded', part.amountCents - 500],
    ])
    expect((await snapshotOf(mainApp(), b)).paymentSchedule[1]!.status).toBe('paid')
  })
})

describe('the customer\'s own "off" for automatic payments', () => {
  it('staff cannot turn them on again without a recorded consent; with one, the history shows it', async () => {
    const b = await bookWithDemoPlan({ days: DAYS })
    const part = (await partsOf(b.id))[1]!
    const off = await api(mainApp()).post(`/bookings/${b.id}/manage/autopay`, {
      token: b.accessToken,
      on: false,
    })
    expect(off.status).toBe(200)
    const staff = await staffApi()
    const on = await staff.post(`/bookings/${b.id}/autopay`, { on: true })
    expect([on.status, (await on.json()).code]).toEqual([409, 'customer_consent_required'])
    const charge = await staff.post(`/bookings/${b.id}/instalments/charge`, {
      instalmentId: part.id,
    })
    expect([charge.status, (await charge.json()).code]).toEqual([409, 'autopay_off_by_customer'])
    expect(await autopayCharges(b.id)).toEqual([])
    let doc = await bookingDoc(b.id)
    expect([
      doc.autopay,
      (doc.autopayConsent as { turnedOff?: { by: string } }).turnedOff?.by,
    ]).toEqual([false, 'customer'])

    const note = 'Customer phoned on 2026-12-01 at 3 pm and asked us to charge the card again'
    const recorded = await staff.post(`/bookings/${b.id}/autopay`, { on: true, consentNote: note })
    expect([recorded.status, (await recorded.json()).autopay]).toEqual([200, true])
    doc = await bookingDoc(b.id)
    const entry = doc.history?.at(-1)
    expect([entry?.action, entry?.note, entry?.actor]).toEqual([
      'Automatic payments turned on (customer consent recorded)',
      note,
      expect.stringMatching(/^staff: /),
    ])
    expect(Date.parse(entry?.at ?? '')).toBeGreaterThan(Date.now() - 60_000)
    expect(doc.autopayConsent).toMatchObject({
      version: '2026-11-26',
      staffRecorded: { note, at: entry?.at },
    })
    expect((doc.autopayConsent as { turnedOff?: unknown }).turnedOff).toBeUndefined()
    const paid = await staff.post(`/bookings/${b.id}/instalments/charge`, {
      instalmentId: part.id,
    })
    expect([paid.status, (await paid.json()).outcome]).toEqual([200, 'paid'])
  })
})

describe('a plan that survives changes', () => {
  it('paying the next part early, then adding an add-on: no shared due date, the parts sum to the balance', async () => {
    const b = await bookWithDemoPlan({ saveCard: false, days: DAYS })
    const before = await partsOf(b.id)
    await payPart(b, before[1]!.amountCents) // the next part, paid weeks early
    const client = api(mainApp(), visitorIp())
    const change = { addOns: [{ addOnId: EXTRA_TIME, quantity: 1 }] }
    const quoted = await client.post(`/bookings/${b.id}/manage/modify/quote`, {
      token: b.accessToken,
      ...change,
    })
    const q = await quoted.json()
    expect(quoted.status).toBe(200)
    const done = await client.post(`/bookings/${b.id}/manage/modify`, {
      token: b.accessToken,
      ...change,
      version: q.version,
      expectedTotalCents: q.newTotal.cents,
    })
    expect(done.status).toBe(200)
    const doc = await bookingDoc(b.id)
    const after = await partsOf(b.id)
    const dates = after.map((p) => p.dueDate)
    expect(new Set(dates).size).toBe(dates.length)
    expect([...dates].sort()).toEqual(dates)
    expect(after.slice(0, 2)).toEqual(before.slice(0, 2))
    expect(after).toHaveLength(before.length)
    expect(sum(after)).toBe(doc.totalCents)
    expect(doc.totalCents).toBeGreaterThan(sum(before))
    const snap = await snapshotOf(mainApp(), b)
    const open = snap.paymentSchedule.filter((p) => p.status !== 'paid')
    expect(sumShown(open)).toBe(doc.remainingBalanceCents)
    expect(doc.remainingBalanceCents).toBe(doc.totalCents! - sum(before.slice(0, 2)))
  })

  it('a reschedule keeps the day of the month and the date order; one email gives the new schedule', async () => {
    const b = await bookWithDemoPlan({ saveCard: false, days: DAYS })
    const before = await partsOf(b.id)
    const day = Number(before.at(-1)!.dueDate.slice(8, 10))
    const from = (await bookingDoc(b.id)).eventDate
    const to = addDaysToDateString(from, 45)
    const res = await manage().reschedule(b.id, b.accessToken, to, '09:15')
    expect(res.status).toBe(200)
    const after = await partsOf(b.id)
    const dates = after.map((p) => p.dueDate)
    expect(after[0]).toEqual(before[0])
    for (let i = 1; i < dates.length; i++) expect(dates[i]! > dates[i - 1]!).toBe(true)
    for (const p of after.slice(1))
      expect(datesOnDayOfMonth(day, p.dueDate, p.dueDate)).toEqual([p.dueDate])
    expect(after.at(-1)!.dueDate <= addDaysToDateString(to, -14)).toBe(true)
    expect(after[1]!.dueDate).toBe(before[1]!.dueDate) // the next payment is not sooner
    const doc = await bookingDoc(b.id)
    expect(sum(after)).toBe(doc.totalCents)
    expect(doc.history?.at(-1)?.action).toBe('Payment schedule changed')
    await waitForMail(b.email, /is moved to/)
    const told = readMails().filter(
      (m) => m.to.includes(b.email) && /your new payment schedule/i.test(m.text),
    )
    expect(told).toHaveLength(1)
    const last = after.at(-1)!
    expect(told[0]!.text).toContain(`$${(last.amountCents / 100).toFixed(2)}`)
  })
})
