import { AsYouType } from 'libphonenumber-js/min'
import { describe, expect, it } from 'vitest'

import { phoneDigits } from '@kernel'
import { formatPhoneInput } from './formatPhone'

const libphonenumber = (typed: string) => new AsYouType('CA').input(phoneDigits(typed))

describe('formatPhoneInput', () => {
  it('formats every prefix of a Canadian number as libphonenumber does', () => {
    // Area codes and exchanges start with 2-9; a seeded walk over both, with and without the 1.
    let seed = 43
    const digit = (min: number) => min + ((seed = (seed * 16807) % 2147483647) % (10 - min))
    for (let n = 0; n < 500; n++) {
      const parts = [
        digit(2),
        digit(0),
        digit(0),
        digit(2),
        ...Array.from({ length: 6 }, () => digit(0)),
      ]
      const number = (n % 2 ? '1' : '') + parts.join('')
      for (let i = 1; i <= number.length; i++)
        expect(formatPhoneInput(number.slice(0, i), ''), number.slice(0, i)).toBe(
          libphonenumber(number.slice(0, i)),
        )
    }
  })
  it('keeps digits no area code can start with as typed', () => {
    expect(formatPhoneInput('0123', '')).toBe('0123')
    expect(formatPhoneInput('1123', '')).toBe('1123')
  })
})
