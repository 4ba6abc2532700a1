import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { MIN_TIP_CENTS, checkTip, maxTipCents, tipPresets } from './tips'

const price = fc.integer({ min: 1_000, max: 500_000 })

describe('tipPresets', () => {
  it('is 10%, 15% and 20% of the package price, rounded half up to the cent', () => {
    expect(tipPresets(29900)).toEqual([
      { percent: 10, cents: 2990 },
      { percent: 15, cents: 4485 },
      { percent: 20, cents: 5980 },
    ])
    // 15% of $646.50 is $96.975: half a cent rounds up.
    expect(tipPresets(64650).map((p) => p.cents)).toEqual([6465, 9698, 12930])
  })
  it('gives whole cents within half a cent of the exact percentage, in increasing order', () => {
    fc.assert(
      fc.property(price, (cents) => {
        const presets = tipPresets(cents)
        for (const p of presets) {
          expect(Number.isSafeInteger(p.cents)).toBe(true)
          expect(Math.abs(p.cents - (cents * p.percent) / 100)).toBeLessThanOrEqual(0.5)
        }
        expect(
          presets[0]!.cents <= presets[1]!.cents && presets[1]!.cents <= presets[2]!.cents,
        ).toBe(true)
      }),
    )
  })
})

describe('checkTip', () => {
  it('takes a preset percent as its cents, and refuses any other percent', () => {
    expect(checkTip({ percent: 15 }, 29900)).toEqual({ ok: true, cents: 4485, percent: 15 })
    expect(checkTip({ percent: 12 }, 29900)).toMatchObject({ ok: false, field: 'tipPercent' })
  })
  it('takes an amount from $1.00 to the package price, with the range in the message', () => {
    expect(checkTip({ amountCents: 100 }, 29900)).toEqual({ ok: true, cents: 100, percent: null })
    expect(checkTip({ amountCents: 99 }, 29900)).toEqual({
      ok: false,
      code: 'tip_invalid',
      field: 'amountCents',
      message: 'A tip can be from $1.00 to $299.00.',
    })
    expect(checkTip({ amountCents: 29901 }, 29900)).toMatchObject({ ok: false })
    expect(checkTip({}, 29900)).toMatchObject({ ok: false, field: 'amountCents' })
  })
  it('accepts exactly the whole-cent amounts in range, unchanged', () => {
    fc.assert(
      fc.property(price, fc.integer({ min: -1_000, max: 600_000 }), (pkg, cents) => {
        const r = checkTip({ amountCents: cents }, pkg)
        const inRange = cents >= MIN_TIP_CENTS && cents <= maxTipCents(pkg)
        expect(r.ok).toBe(inRange)
        if (r.ok) expect(r.cents).toBe(cents)
      }),
    )
  })
})
