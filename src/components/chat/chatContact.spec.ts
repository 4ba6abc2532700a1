import { describe, expect, it } from 'vitest'

import { replyDelay, validateContact } from './chatContact'

describe('validateContact', () => {
  it('needs a name of 2+ characters and a valid email, with the spec messages', () => {
    expect(validateContact({ name: ' A ', email: 'nope' })).toEqual({
      name: 'Name must be at least 2 characters',
      email: 'Please enter a valid email address',
    })
    expect(validateContact({ name: 'Al', email: 'al@example.com' })).toEqual({})
    expect(validateContact({ name: 'Al', email: 'al@example' }).email).toBeDefined()
  })
})

describe('replyDelay', () => {
  it('is 1000 ms plus 0–1000 ms', () => {
    expect(replyDelay(0)).toBe(1000)
    expect(replyDelay(0.999999)).toBe(1999)
    expect(replyDelay(0.5)).toBe(1500)
  })
})
