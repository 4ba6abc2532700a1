import { describe, expect, it } from 'vitest'

import { formatPercent } from './formatPercent'

describe('formatPercent', () => {
  it('prints a rate as the documents do', () => {
    expect([5, 7, 5.5, 0, null, undefined].map(formatPercent)).toEqual([
      '5%',
      '7%',
      '5.5%',
      '0%',
      '0%',
      '0%',
    ])
  })
})
