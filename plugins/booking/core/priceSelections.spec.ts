import { describe, it, expect } from 'vitest'
import { priceSelections } from './priceSelections'
import { CLASSIC, DIGITAL_LITE, DIGITAL_PLUS, TEST_ADD_ONS } from '@tests/helpers/testCatalog'

const run = (
  pkg = DIGITAL_PLUS,
  selections: Array<{ addOnId: number; quantity: number }>,
  eventDate = '2027-03-20',
  today = '2026-11-22',
) => priceSelections({ pkg, addOns: TEST_ADD_ONS, selections, eventDate, today })

describe('priceSelections', () => {
  it('prices the second booth over extra time regardless of selection order', () => {
    const a = run(DIGITAL_PLUS, [
      { addOnId: 2, quantity: 1 },
      { addOnId: 1, quantity: 1 },
    ])
    const b = run(DIGITAL_PLUS, [
      { addOnId: 1, quantity: 1 },
      { addOnId: 2, quantity: 1 },
    ])
    expect(a).toEqual(b)
    expect(a.ok && a.value).toEqual({
      lines: [
        { kind: 'addon', label: 'Extra Time', quantity: 1, amountCents: 6900, addOnId: 1 },
        { kind: 'addon', label: 'Two Photo Booths', quantity: 1, amountCents: 34650, addOnId: 2 },
      ],
      addOnsTotalCents: 41550,
      extraEventMinutes: 60,
      earlySetupMinutes: 0,
      boothsNeeded: 2,
    })
  })
  it('no selections → nothing added, one booth', () => {
    expect(run(CLASSIC, [])).toEqual({
      ok: true,
      value: {
        lines: [],
        addOnsTotalCents: 0,
        extraEventMinutes: 0,
        earlySetupMinutes: 0,
        boothsNeeded: 1,
      },
    })
  })
  it('tracks early setup minutes', () => {
    const r = run(CLASSIC, [{ addOnId: 3, quantity: 3 }])
    expect(r.ok && [r.value.addOnsTotalCents, r.value.earlySetupMinutes]).toEqual([5700, 90])
  })
  it('rejects unknown and duplicate add-ons', () => {
    const unknown = run(CLASSIC, [{ addOnId: 99, quantity: 1 }])
    expect(unknown.ok ? null : unknown.error).toEqual({
      code: 'addon_unknown',
      message: 'Unknown add-on',
      field: 'addOns',
      addOnId: 99,
    })
    const dup = run(CLASSIC, [
      { addOnId: 1, quantity: 1 },
      { addOnId: 1, quantity: 2 },
    ])
    expect(dup.ok ? null : dup.error.code).toBe('addon_duplicate')
  })
  it('enforces lead time (Custom Backdrop needs 21 days)', () => {
    const tooSoon = run(CLASSIC, [{ addOnId: 4, quantity: 1 }], '2026-12-12', '2026-11-22')
    expect(tooSoon.ok ? null : tooSoon.error).toEqual({
      code: 'addon_lead_time',
      field: 'addOns',
      addOnId: 4,
      message: 'Custom Backdrop must be booked at least 21 days before the event',
    })
    expect(run(CLASSIC, [{ addOnId: 4, quantity: 1 }], '2026-12-13', '2026-11-22').ok).toBe(true)
  })
  it('a booking change keeps an add-on booked in time, but a new one still needs the lead time', () => {
    const kept = priceSelections({
      pkg: CLASSIC,
      addOns: TEST_ADD_ONS,
      selections: [{ addOnId: 4, quantity: 1 }],
      eventDate: '2026-12-12',
      today: '2026-11-22',
      leadTimeExempt: [4],
    })
    expect(kept.ok).toBe(true)
    const other = priceSelections({
      pkg: CLASSIC,
      addOns: TEST_ADD_ONS,
      selections: [{ addOnId: 4, quantity: 1 }],
      eventDate: '2026-12-12',
      today: '2026-11-22',
      leadTimeExempt: [1],
    })
    expect(other.ok ? null : other.error.code).toBe('addon_lead_time')
  })
  it('self-serve cannot take Early Set-Up', () => {
    const r = run(DIGITAL_LITE, [{ addOnId: 3, quantity: 1 }])
    expect(r.ok ? null : r.error.code).toBe('addon_not_offered')
  })
})
