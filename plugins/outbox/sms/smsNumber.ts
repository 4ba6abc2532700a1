import { parsePhoneNumberFromString } from 'libphonenumber-js/min'

/** The number as Twilio takes it (+12045550199), or null when it is not a valid phone number. */
export function smsNumber(raw: string | null | undefined): string | null {
  if (!raw) return null
  const parsed = parsePhoneNumberFromString(raw, 'CA')
  return parsed?.isValid() ? parsed.number : null
}
