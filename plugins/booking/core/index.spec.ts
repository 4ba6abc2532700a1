import { describe, it, expect } from 'vitest'
import * as kernel from '@kernel'
import * as kernelTime from '@kernel/time'

import * as bookingCore from './index'

// Money, dates and times moved to the kernel (issue 27): the API is the two together.
const core = { ...kernel, ...kernelTime, ...bookingCore }

describe('core index', () => {
  it('re-exports the public API', () => {
    const expected = [
      'toCents',
      'formatCad',
      'centsToDecimalString',
      'formatDollarsShort',
      'percentOf',
      'roundHalfUp',
      'isCents',
      'effectiveAddOnRule',
      'priceAddOn',
      'priceSelections',
      'quote',
      'DEFAULT_DEPOSIT_PERCENT',
      'normalizePromoCode',
      'evaluatePromo',
      'DEFAULT_DISCOUNT_CAP_PERCENT',
      'START_TIMES',
      'startTimeGrid',
      'isValidStartTime',
      'isValidTimeString',
      'isValidDateString',
      'todayInZone',
      'addDaysToDateString',
      'daysBetweenDateStrings',
      'meetsMinimumNotice',
      'earliestBookableDate',
      'eventTimeline',
      'occupancyInterval',
      'formatTimeLabel',
      'standardSetupMinutes',
      'STANDARD_SETUP_MINUTES',
      'overlaps',
      'mergeIntervals',
      'isFree',
      'availableBooths',
      'boothAvailability',
      'chooseBooths',
      'travelSurcharge',
      'estimateDriveMinutes',
      'haversineKm',
      'MANITOBA_PLACES',
      'WINNIPEG_BASE',
      'searchPlaces',
      'normalizePlaceName',
      'refundPolicy',
      'refundPercentFor',
      'FREE_RESCHEDULES',
    ]
    for (const name of expected) expect(core, name).toHaveProperty(name)
  })
  it('does not leak test helpers', () => {
    expect(core).not.toHaveProperty('makeRng')
    expect(core).not.toHaveProperty('TEST_PACKAGES')
    expect(bookingCore).not.toHaveProperty('formatCad') // one home: the kernel
  })
})
