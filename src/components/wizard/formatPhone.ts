import { phoneDigits } from '@kernel'

/** Canadian numbers are NANP: '(204) 555' as typed, '(204) 555-0199' once complete. */
function national(d: string): string {
  if (d.length < 3) return d
  if (d.length === 3) return `(${d})`
  if (d.length <= 6) return `(${d.slice(0, 3)}) ${d.slice(3)}`
  return `(${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6)}`
}

/**
 * '(204) 123-4567' as the visitor types. Deleting a formatting character (a bracket or dash)
 * deletes the digit before it, otherwise the formatter would put it straight back. The same
 * output as libphonenumber's AsYouType('CA') for every Canadian number (formatPhone.spec.ts),
 * without its 15 KiB gzip in the wizard's start-up JS.
 */
export function formatPhoneInput(next: string, previous: string): string {
  let digits = phoneDigits(next)
  if (next.length < previous.length && digits === phoneDigits(previous))
    digits = digits.slice(0, -1)
  const trunk = digits.startsWith('1') ? 1 : 0
  const rest = digits.slice(trunk)
  // An area code never starts with 0 or 1: such digits stay as typed (libphonenumber does too).
  if (/^[01]/.test(rest)) return digits
  if (trunk) return rest ? `1 ${national(rest)}` : '1'
  return national(digits)
}
