// Not re-exported by ./index: its metadata (80 KB) stays out of the public pages' bundles.
import { parsePhoneNumberFromString } from 'libphonenumber-js/min'

const parse = (raw: string) => parsePhoneNumberFromString(raw, 'CA')

/** '(204) 555-0199' and 'tel:+12045550199' from whatever the customer typed. */
export function phoneParts(raw: string | null | undefined) {
  if (!raw) return null
  const parsed = parse(raw)
  return {
    label: parsed?.formatNational() ?? raw,
    href: `tel:${parsed?.number ?? raw.replace(/[^\d+]/g, '')}`,
  }
}

/** The number in E.164 (+12045550199), as SMS gateways take it; null when it is not valid. */
export function phoneE164(raw: string | null | undefined): string | null {
  if (!raw) return null
  const parsed = parse(raw)
  return parsed?.isValid() ? parsed.number : null
}
