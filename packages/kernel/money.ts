// Money helpers. Everything in the core is integer cents; dollars only appear
// at the edges (CMS input, display, payment-provider decimal strings).
/** The one currency the business takes, as payment providers spell it (ISO 4217, lower case). */
export const CURRENCY = 'cad'

/** Integer number of cents (CAD). Never a float dollar amount. */
export type Cents = number

/** Clears binary noise such as 0.1 + 0.2 = 0.30000000000000004 or 1.005 * 100 = 100.49999999999999. */
function denoise(n: number): number {
  return Number(n.toFixed(6))
}

/** Round half up (away from zero for negatives) to a whole number. */
export function roundHalfUp(n: number): number {
  if (!Number.isFinite(n)) throw new RangeError(`Not a finite number: ${n}`)
  const r = Math.sign(n) * Math.round(Math.abs(denoise(n)))
  return r === 0 ? 0 : r // avoid -0
}

/** Dollars → cents, e.g. toCents(0.1 + 0.2) === 30, toCents(1.005) === 101. */
export function toCents(dollars: number): Cents {
  return roundHalfUp(dollars * 100)
}

/**
 * '$1,234.50' or '12.5' typed by a person, or the wire's '224.25' → cents; null when it is not
 * such an amount (a negative one included).
 */
export function parseDollars(text: string): Cents | null {
  const clean = text.replace(/[$,\s]/g, '')
  if (!/^\d+(\.\d{1,2})?$/.test(clean)) return null
  const [whole, frac = ''] = clean.split('.')
  return Number(whole) * 100 + Number(frac.padEnd(2, '0'))
}

/** percent% of an amount, rounded half up to the cent (25% of 25415 → 6354). */
export function percentOf(cents: Cents, percent: number): Cents {
  return roundHalfUp((cents * percent) / 100)
}

export function isCents(n: unknown): n is Cents {
  return typeof n === 'number' && Number.isSafeInteger(n)
}

export function assertCents(cents: Cents): void {
  if (!isCents(cents)) throw new RangeError(`Not an integer number of cents: ${cents}`)
}

/** '1231.00' — the decimal form payment providers expect. */
export function centsToDecimalString(cents: Cents): string {
  assertCents(cents)
  const sign = cents < 0 ? '-' : ''
  const abs = Math.abs(cents)
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`
}
