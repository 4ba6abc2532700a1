import { describe, expect, it } from 'vitest'

import { calendarEventId } from './calendarEventId'

describe('calendarEventId', () => {
  it('is stable for one booking and booth', () => {
    expect(calendarEventId(42, 'booth1')).toBe(calendarEventId(42, 'booth1'))
  })

  it('differs per booking, booth and namespace', () => {
    const ids = new Set([
      calendarEventId(42, 'booth1'),
      calendarEventId(42, 'booth2'),
      calendarEventId(43, 'booth1'),
      calendarEventId(42, 'booth1', 'other-site'),
    ])
    expect(ids.size).toBe(4)
  })

  it("fits Google's id alphabet and length", () => {
    for (let id = 1; id < 200; id++)
      expect(calendarEventId(id, 'booth2')).toMatch(/^[a-v0-9]{5,1024}$/)
  })
})
