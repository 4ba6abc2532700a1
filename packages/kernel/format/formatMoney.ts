// Money shown to people: the one formatter for the site, the wizard, emails and admin.
// Hand-rolled so output never depends on the ICU build of the runtime or the browser.
import { assertCents, toCents } from '../money'
import type { Cents } from '../money'

function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',')
}

/** '$1,231.00' / '-$5.00'. Hand-rolled so output never depends on the ICU build. */
export function formatCad(cents: Cents): string {
  assertCents(cents)
  const sign = cents < 0 ? '-' : ''
  const abs = Math.abs(cents)
  const dollars = groupThousands(String(Math.floor(abs / 100)))
  return `${sign}$${dollars}.${String(abs % 100).padStart(2, '0')}`
}

/** '$100' for whole dollars, '$100.50' otherwise (used in promo messages). */
export function formatDollarsShort(cents: Cents): string {
  assertCents(cents)
  const sign = cents < 0 ? '-' : ''
  const abs = Math.abs(cents)
  const whole = groupThousands(String(Math.floor(abs / 100)))
  const rest = abs % 100
  return rest === 0 ? `${sign}$${whole}` : `${sign}$${whole}.${String(rest).padStart(2, '0')}`
}

/** '$499' for whole dollars, '$247.50' otherwise, from CMS dollars (package and add-on cards). */
export function formatDollars(dollars: number): string {
  return formatDollarsShort(toCents(dollars))
}
