import { describe, expect, it } from 'vitest'

import { smsKeyword } from './smsKeyword'

describe('smsKeyword', () => {
  it('reads STOP and START in any case, alone in the message', () => {
    expect(smsKeyword(' stop ')).toBe('stopped')
    expect(smsKeyword('Unsubscribe.')).toBe('stopped')
    expect(smsKeyword('START')).toBe('subscribed')
    expect(smsKeyword('please stop texting')).toBeNull()
    expect(smsKeyword('')).toBeNull()
  })
})
