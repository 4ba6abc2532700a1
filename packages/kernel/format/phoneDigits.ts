// The one phone rule (wizard, booking and cart schemas): Canadian numbers, any formatting.
const digitsOf = (value: string) => {
  const digits = value.replace(/\D/g, '')
  return digits.length > 10 && digits.startsWith('1') ? digits.slice(1) : digits
}

/** Digits of a Canadian number as typed, at most 10 (a leading country code 1 is dropped). */
export const phoneDigits = (value: string) => digitsOf(value).slice(0, 10)

/** Exactly 10 digits once formatting and a leading 1 are dropped (nothing cut off). */
export const isPhoneNumber = (value: string) => digitsOf(value).length === 10
