// What an erasure looks for in text: the person's address, names, phone numbers and addresses,
// as PostgreSQL regular expressions (case-insensitive). Pure.

export const ERASED = '[erased]'
export const ERASED_EMAIL = 'erased@erased.invalid'

export type Identity = {
  email: string
  names: string[]
  phones: string[]
  addresses: string[]
}

const escapeRegex = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** A phone's digits with any separators between them: (204) 555-0199 matches 2045550199. */
function phonePattern(phone: string): string | null {
  const digits = phone.replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '')
  return digits.length >= 7 ? digits.split('').join('[^0-9a-z]{0,3}') : null
}

// Whole matches only: ann@x.test never inside joann@x.test, a phone never inside a longer number,
// "Ann Lee" never inside "Joann Leeds". The patterns run over the person's own rows only (picked
// by id): a name, phone or venue is no identity, and another customer may share any of them.
const ALNUM = '[0-9A-Za-z]'
const whole = (p: string) => `(?<!${ALNUM})(?:${p})(?!${ALNUM})`
const wholeEmail = (p: string) => `(?<![0-9A-Za-z._%+-])(?:${p})(?!${ALNUM})`
const wholeDigits = (p: string) => `(?<![0-9])(?:${p})(?![0-9])`

const unique = (xs: (string | null)[]) =>
  [...new Set(xs.filter((x): x is string => Boolean(x)))].sort((a, b) => b.length - a.length)

/**
 * `distinctive`: the address, full names, phones, street addresses; `everything`: also single
 * names as whole words. Both are for the person's own rows only: text alone never says whose a
 * row is (case 7 of issue 48: a shared venue, phone and name).
 */
export function erasurePatterns(who: Identity): { distinctive: string; everything: string } {
  const words = who.names.flatMap((n) => n.split(/\s+/)).filter((w) => w.length >= 2)
  const full = who.names.filter((n) => /\S\s+\S/.test(n) && n.length >= 5)
  const distinctive = unique([
    wholeEmail(escapeRegex(who.email)),
    ...full.map((n) => whole(escapeRegex(n))),
    ...who.phones.map(phonePattern).map((p) => (p ? wholeDigits(p) : null)),
    ...who.addresses.filter((a) => a.trim().length >= 8).map((a) => whole(escapeRegex(a.trim()))),
  ])
  const everything = unique([...distinctive, ...words.map((w) => `\\m${escapeRegex(w)}\\M`)])
  return { distinctive: distinctive.join('|'), everything: everything.join('|') }
}
