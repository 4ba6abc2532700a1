import { describe, expect, it } from 'vitest'

import { isBoothContention, isExclusionViolation, sqlStateOf } from './isExclusionViolation'

const wrapped = (code: string) => new Error('Failed query', { cause: { code, message: 'x' } })

describe('database error states', () => {
  it('finds the SQLSTATE under Drizzle and Payload wrappers', () => {
    expect(sqlStateOf(new Error('a', { cause: wrapped('23P01') }))).toBe('23P01')
    expect(sqlStateOf(new Error('no state'))).toBeUndefined()
    // Node's own error codes are not SQL states.
    expect(
      sqlStateOf(Object.assign(new Error('refused'), { code: 'ECONNREFUSED' })),
    ).toBeUndefined()
  })

  it('treats an exclusion violation and its deadlock twin as a lost booth race', () => {
    expect(isExclusionViolation(wrapped('23P01'))).toBe(true)
    expect(isExclusionViolation(wrapped('40P01'))).toBe(false)
    expect(isBoothContention(wrapped('23P01'))).toBe(true)
    expect(isBoothContention(wrapped('40P01'))).toBe(true)
    expect(isBoothContention(wrapped('23505'))).toBe(false)
  })
})
