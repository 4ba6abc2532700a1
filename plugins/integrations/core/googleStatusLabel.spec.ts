import { describe, expect, it } from 'vitest'

import { googleStatusLabel } from './googleStatusLabel'

describe('googleStatusLabel', () => {
  it('walks the four states', () => {
    expect(googleStatusLabel(null)).toBe('Checking')
    expect(googleStatusLabel({ configured: false, authenticated: false })).toBe('Not Configured')
    expect(googleStatusLabel({ configured: true, authenticated: false })).toBe('Ready to Connect')
    expect(googleStatusLabel({ configured: true, authenticated: false, broken: true })).toBe(
      'Ready to Connect',
    )
    expect(googleStatusLabel({ configured: true, authenticated: true })).toBe('Connected')
  })
})
