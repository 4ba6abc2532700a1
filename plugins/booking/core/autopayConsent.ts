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

/**
 * Who turned automatic payments off, kept with the consent (issue 48): a customer's "off" is
 * theirs to undo. Staff may turn them on again only by recording the consent the customer gave
 * (how and when), which is kept here and in the booking's history.
 */
export type AutopayConsentState = AutopayConsentRecord & {
  turnedOff?: { by: 'customer' | 'staff'; at: string } | null
  /** The customer's renewed consent as staff recorded it (how and when the customer agreed). */
  staffRecorded?: { at: string; by: string; note: string } | null
}

const asConsent = (value: unknown): AutopayConsentState | null =>
  value && typeof value === 'object' ? (value as AutopayConsentState) : null

/** Whether the customer themself turned automatic payments off (and has not turned them on). */
export const autopayTurnedOffByCustomer = (consent: unknown): boolean =>
  asConsent(consent)?.turnedOff?.by === 'customer'

/** The stored consent after automatic payments are turned on or off by `by`. */
export function consentAfterSwitch(
  consent: unknown,
  change:
    | { on: false; by: 'customer' | 'staff'; at: string }
    | { on: true; by: 'customer'; at: string }
    | { on: true; by: 'staff'; at: string; staffName: string; note: string | null },
): AutopayConsentState | null {
  const stored = asConsent(consent)
  if (!stored) return null
  if (!change.on) return { ...stored, turnedOff: { by: change.by, at: change.at } }
  const { turnedOff: _off, ...rest } = stored
  return change.by === 'staff' && change.note
    ? { ...rest, staffRecorded: { at: change.at, by: change.staffName, note: change.note } }
    : rest
}
