import { AsYouType, type MetadataJson } from 'libphonenumber-js/core'

// Country code 1 only (scripts/phoneMetadata.ts): the full min set is 80 KB of the wizard's start-up.
import metadata from './phoneMetadata.json'

import { phoneDigits } from '@kernel'

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
