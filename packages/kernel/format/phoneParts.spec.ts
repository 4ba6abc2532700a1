import { describe, expect, it } from 'vitest'

import { phoneParts } from './phoneParts'

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
