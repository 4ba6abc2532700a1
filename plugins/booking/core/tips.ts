// Tips for the attendant (issue 35): optional, 10%, 15% or 20% of the package price or an amount.
// A voluntary tip is not part of the price: it carries no GST or RST, never changes what the
// booking owes, and is kept apart in revenue reports.
import { formatCad, percentOf } from '@kernel'

export const TIP_PERCENTS = [10, 15, 20] as const
export type TipPercent = (typeof TIP_PERCENTS)[number]

/** The smallest tip taken: below it the card fees would eat it. */
export const MIN_TIP_CENTS = 100

/** The presets in cents, rounded half up: 15% of $299.00 is $44.85. */
export const tipPresets = (packageCents: number) =>
  TIP_PERCENTS.map((percent) => ({ percent, cents: percentOf(packageCents, percent) }))

/** The largest tip taken: the package price (a typo of an extra zero is refused), at least $50. */
export const maxTipCents = (packageCents: number) => Math.max(packageCents, 5000)

export type TipChoice = { percent?: number | null; amountCents?: number | null }
export type TipCheck =
  | { ok: true; cents: number; percent: TipPercent | null }
  | { ok: false; code: 'tip_invalid'; field: 'amountCents' | 'tipPercent'; message: string }

/** The tip asked for, checked: a preset percent of the package price, or an amount in range. */
export function checkTip(choice: TipChoice, packageCents: number): TipCheck {
  if (choice.percent != null) {
    const preset = tipPresets(packageCents).find((p) => p.percent === choice.percent)
    if (!preset || preset.cents < MIN_TIP_CENTS)
      return {
        ok: false,
        code: 'tip_invalid',
        field: 'tipPercent',
        message: 'Choose a tip of 10%, 15% or 20%, or enter an amount.',
      }
    return { ok: true, cents: preset.cents, percent: preset.percent }
  }
  const cents = choice.amountCents
  const max = maxTipCents(packageCents)
  if (cents == null || !Number.isSafeInteger(cents) || cents < MIN_TIP_CENTS || cents > max)
    return {
      ok: false,
      code: 'tip_invalid',
      field: 'amountCents',
      message: `A tip can be from ${formatCad(MIN_TIP_CENTS)} to ${formatCad(max)}.`,
    }
  return { ok: true, cents, percent: null }
}
