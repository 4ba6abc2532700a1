// The words the customer ticks to keep their card for the plan's charges. A new wording gets a
// new version: each booking stores the version and the words it was shown.
export const AUTOPAY_CONSENT = {
  version: '2026-11-26',
  label: 'Charge the balance (or each instalment) to this card automatically',
  wording:
    'I authorize the business to keep this card on file and charge it, without asking me again, for the balance or each instalment of this booking on its due date, as shown in the payment schedule. I will be emailed 3 days before each charge, and I can pay another way or turn automatic payments off at any time from my booking page.',
} as const

export type AutopayConsentRecord = {
  at: string
  version: string
  wording: string
  ip: string
  userAgent: string
}

/** The consent as stored with the booking when the customer ticks the box (time, words, client). */
export const autopayConsentRecord = (
  now: Date,
  client?: { ip: string; userAgent: string },
): AutopayConsentRecord => ({
  at: now.toISOString(),
  version: AUTOPAY_CONSENT.version,
  wording: AUTOPAY_CONSENT.wording,
  ip: client?.ip ?? 'unknown',
  userAgent: client?.userAgent ?? '',
})
