import { describe, expect, it } from 'vitest'

import { phoneE164, phoneParts } from './phoneParts'

describe('phoneParts', () => {
  it('reads a number as staff dial it, whatever the customer typed', () => {
    expect(phoneParts('2045550199')).toEqual({
      label: '(204) 555-0199',
      href: 'tel:+12045550199',
    })
    expect(phoneParts('+1 204.555.0199')?.label).toBe('(204) 555-0199')
  })

  it('keeps what it cannot read, and has nothing for no number', () => {
    expect(phoneParts('call me')).toEqual({ label: 'call me', href: 'tel:' })
    expect(phoneParts('')).toBeNull()
    expect(phoneParts(null)).toBeNull()
  })
})

describe('phoneE164', () => {
  it('gives the number as SMS gateways take it, or null when it is no phone number', () => {
    expect(phoneE164('(204) 555-0199')).toBe('+12045550199')
    expect(phoneE164('+1 204.555.0199')).toBe('+12045550199')
    expect(phoneE164('204555019')).toBeNull()
    expect(phoneE164('call me')).toBeNull()
    expect(phoneE164(null)).toBeNull()
  })
})
