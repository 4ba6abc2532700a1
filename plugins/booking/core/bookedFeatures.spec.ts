import { describe, expect, it } from 'vitest'

import { bookedFeatures } from './bookedFeatures'

const classic = ['2.5 hours of booth time', 'Unlimited prints', 'Attendant']

describe('bookedFeatures', () => {
  it('with an hour of extra time the booth-time feature states the booked length', () => {
    expect(bookedFeatures(classic, 150, 210)).toEqual([
      '3.5 hours of booth time (2.5 hours in the package + 1 hour extra)',
      'Unlimited prints',
      'Attendant',
    ])
  })

  it('without extra time the features are the package’s own', () => {
    expect(bookedFeatures(classic, 150, 150)).toBe(classic)
  })

  it('reads minutes too', () => {
    expect(bookedFeatures(['90 min of booth time'], 90, 120)[0]).toBe(
      '2 hours of booth time (90 minutes in the package + 30 minutes extra)',
    )
  })
})
