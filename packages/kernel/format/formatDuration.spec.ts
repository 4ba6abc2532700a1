import { describe, expect, it } from 'vitest'

import { formatDuration } from './formatDuration'

const lengths = [30, 60, 90, 120, 150, 240, 285]

describe('formatDuration', () => {
  it('words a length the way each screen shows it', () => {
    expect(lengths.map((m) => formatDuration(m))).toEqual(
      lengths.map((m) => formatDuration(m, 'short')),
    )
    expect(lengths.map((m) => formatDuration(m, 'short'))).toEqual([
      '30 min',
      '60 min',
      '90 min',
      '2 hours',
      '2.5 hours',
      '4 hours',
      '4.8 hours',
    ])
    expect(lengths.map((m) => formatDuration(m, 'words'))).toEqual([
      '30 minutes',
      '1 hour',
      '90 minutes',
      '2 hours',
      '2.5 hours',
      '4 hours',
      '4.8 hours',
    ])
    expect(lengths.map((m) => formatDuration(m, 'hours'))).toEqual([
      '30 min',
      '1 h',
      '1.5 h',
      '2 h',
      '2.5 h',
      '4 h',
      '4.75 h',
    ])
    expect(formatDuration(150, 'minutes')).toBe('150 min')
    expect([60, 30].map((m) => formatDuration(m, 'unit'))).toEqual(['hour', '30 min'])
  })
})
