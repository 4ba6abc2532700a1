import { describe, expect, it } from 'vitest'

import { reminderFirstName } from './reminderFirstName'

describe('reminderFirstName', () => {
  it('keeps a name and drops links, addresses and anything but letters', () => {
    expect(reminderFirstName('Zoë')).toBe('Zoë')
    expect(reminderFirstName("Mary-Jane O'Neil")).toBe("Mary-Jane O'Neil")
    expect(reminderFirstName('Visit http://evil.example/refund now to claim $500')).toBe(
      'Visit now',
    )
    expect(reminderFirstName('evil.example')).toBe('')
    expect(reminderFirstName('www.evil.com Bob')).toBe('Bob')
    expect(reminderFirstName('a@b.ca')).toBe('')
    expect(reminderFirstName('x'.repeat(80)).length).toBe(30)
    expect(reminderFirstName(null)).toBe('')
  })
})
