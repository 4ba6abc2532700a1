// When personal data has been kept long enough (docs/privacy-and-casl.md). Pure.

export type RetentionSettings = {
  cartDays: number
  chatDays: number
  customerYears: number
  outboxBodyYears: number
}

export const RETENTION_DEFAULTS: RetentionSettings = {
  cartDays: 90,
  chatDays: 365,
  customerYears: 6,
  outboxBodyYears: 2,
}

const DAY_MS = 86_400_000

export function retentionCutoffs(now: Date, today: string, s: RetentionSettings) {
  const yearsAgo = new Date(now)
  yearsAgo.setUTCFullYear(yearsAgo.getUTCFullYear() - s.outboxBodyYears)
  return {
    /** Carts whose last activity is before this instant go. */
    cartsBefore: new Date(now.getTime() - s.cartDays * DAY_MS),
    chatsBefore: new Date(now.getTime() - s.chatDays * DAY_MS),
    outboxBodiesBefore: yearsAgo,
    /**
     * Customers whose last event was in this tax year (calendar) or earlier are anonymised: six
     * years after the end of 2020 is the end of 2026, so from 2027-01-01 the 2020 customers go.
     */
    lastEventYearAtMost: Number(today.slice(0, 4)) - 1 - s.customerYears,
  }
}

/** Site Settings' values, each falling back to its default when unset or not a number. */
export function retentionSettings(
  stored: Partial<Record<keyof RetentionSettings, number | null>> | null | undefined,
): RetentionSettings {
  const pick = (k: keyof RetentionSettings) => {
    const v = stored?.[k]
    return typeof v === 'number' && v > 0 ? v : RETENTION_DEFAULTS[k]
  }
  return {
    cartDays: pick('cartDays'),
    chatDays: pick('chatDays'),
    customerYears: Math.max(6, pick('customerYears')), // never below the tax records' six years
    outboxBodyYears: pick('outboxBodyYears'),
  }
}
