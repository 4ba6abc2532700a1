import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'

import { EMAIL_PATTERN, isEmail } from './isEmail'

describe('isEmail', () => {
  it('accepts ordinary addresses and refuses what the server refused', () => {
    for (const ok of ['ana@example.ca', "o'neil+tag@mail.example.co.uk", 'a.b-c_d@x-y.io'])
      expect(isEmail(ok)).toBe(true)
    for (const bad of ['', 'ana', 'ana@', '@x.ca', 'ana@x', 'ana@x.c', 'a b@x.ca', 'a..b@x.ca'])
      expect(isEmail(bad)).toBe(false)
  })

  it('is exactly zod’s email check (the server schemas used z.email())', () => {
    expect(EMAIL_PATTERN.source.replaceAll('\\-', '-')).toBe(
      z.regexes.email.source.replaceAll('\\-', '-'),
    )
    const piece = fc.stringMatching(/^[A-Za-z0-9_'+.@ -]{0,8}$/)
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 4 }), (parts) => {
        const s = parts.join(parts.length % 2 ? '@' : '.')
        expect(isEmail(s)).toBe(z.email().safeParse(s).success)
      }),
      { numRuns: 500 },
    )
  })
})
