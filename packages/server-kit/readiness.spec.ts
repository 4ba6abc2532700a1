import { describe, expect, it } from 'vitest'

import { readiness } from './readiness'

const expected = ['20260101_initial', '20260201_more']

describe('readiness', () => {
  it('is ready when the database answers and every migration of the build is applied', () => {
    expect(readiness({ draining: false, applied: expected, expected })).toEqual({ ready: true })
    // Migrations from a newer build (a rolling deploy) do not make an older server unready.
    expect(
      readiness({ draining: false, applied: [...expected, '20260301_next'], expected }),
    ).toEqual({ ready: true })
  })

  it('is not ready while draining, whatever the database says', () => {
    expect(readiness({ draining: true, applied: expected, expected })).toEqual({
      ready: false,
      reason: 'draining',
    })
    expect(readiness({ draining: true, applied: null, expected }).ready).toBe(false)
  })

  it('is not ready when the database does not answer', () => {
    expect(readiness({ draining: false, applied: null, expected })).toEqual({
      ready: false,
      reason: 'database',
    })
  })

  it('is not ready while one of its migrations is missing', () => {
    expect(readiness({ draining: false, applied: ['20260101_initial'], expected })).toEqual({
      ready: false,
      reason: 'migrations',
    })
    expect(readiness({ draining: false, applied: [], expected }).ready).toBe(false)
  })
})
