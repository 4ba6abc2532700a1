import { describe, expect, it } from 'vitest'

import { EMAIL_KINDS, listOf } from './emailKinds'

describe('email kinds (CASL)', () => {
  it('puts the spec’s examples on the right side', () => {
    for (const k of [
      'confirmed',
      'balance',
      'balance_reminder',
      'new_link',
      'password_reset',
    ] as const)
      expect(EMAIL_KINDS[k].class).toBe('transactional')
    expect(listOf('cart_reminder')).toBe('cart_reminders')
    expect(listOf('newsletter')).toBe('newsletter')
    expect(listOf('thank_you')).toBe('marketing')
    expect(listOf('confirmed')).toBeNull()
  })
})
