import { AsYouType, type MetadataJson } from 'libphonenumber-js/core'

// Country code 1 only (scripts/phoneMetadata.ts): the full min set is 80 KB of the wizard's start-up.
import metadata from './phoneMetadata.json'

/** Digits of a Canadian number as typed, at most 10 (a leading country code 1 is dropped). */
export const phoneDigits = (value: string) => {
  const digits = value.replace(/\D/g, '')
  return (digits.length > 10 && digits.startsWith('1') ? digits.slice(1) : digits).slice(0, 10)
}

/**
 * '(204) 123-4567' as the visitor types. Deleting a formatting character (a bracket or dash)
 * deletes the digit before it, otherwise the formatter would put it straight back.
 */
export function formatPhoneInput(next: string, previous: string): string {
  let digits = phoneDigits(next)
  if (next.length < previous.length && digits === phoneDigits(previous))
    digits = digits.slice(0, -1)
  if (!digits) return ''
  return new AsYouType('CA', metadata as MetadataJson).input(digits)
}
