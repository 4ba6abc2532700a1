import { describe, expect, it } from 'vitest'

import { formatStoredDay } from './formatStoredDay'

describe('formatStoredDay', () => {
  it('shows the stored calendar day, whatever the server time zone', () => {
    expect(formatStoredDay('2025-04-24T00:00:00.000Z')).toBe('April 24, 2025')
    expect(formatStoredDay('2025-01-03T12:00:00.000Z')).toBe('January 3, 2025')
  })
})
