// Not re-exported by ./index: its metadata (80 KB) stays out of the public pages' bundles.
import { parsePhoneNumberFromString } from 'libphonenumber-js/min'

/** '(204) 555-0199' and 'tel:+12045550199' from whatever the customer typed. */
export function phoneParts(raw: string | null | undefined) {
  if (!raw) return null
  const parsed = parsePhoneNumberFromString(raw, 'CA')
  return {
    label: parsed?.formatNational() ?? raw,
    href: `tel:${parsed?.number ?? raw.replace(/[^\d+]/g, '')}`,
  }
}
