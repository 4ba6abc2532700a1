import { describe, expect, it } from 'vitest'

import { designLocked } from './designLock'

describe('designLocked', () => {
  it('opens until 4 days before and locks from 3 days before the event', () => {
    expect(designLocked('2027-06-08', '2027-06-12')).toBe(false)
    expect(designLocked('2027-06-09', '2027-06-12')).toBe(true)
    expect(designLocked('2027-06-12', '2027-06-12')).toBe(true)
  })
})
