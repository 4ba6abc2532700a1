import { describe, expect, it } from 'vitest'

import {
  canRescheduleOnline,
  followUpDue,
  followUpWindow,
  hasWelcomeScreen,
  type FollowUpInput,
} from './selfService'

const base: FollowUpInput = {
  today: '2027-06-01',
  eventDate: '2027-06-08',
  status: 'confirmed',
  detailsGiven: false,
  requestSentOn: null,
  reminderSentOn: null,
  thankYouSentOn: null,
  requestDaysBefore: 7,
  reminderDaysBefore: 3,
}

describe('canRescheduleOnline', () => {
  it('allows the free reschedules and refuses the next', () => {
    expect(canRescheduleOnline(0, 1)).toBe(true)
    expect(canRescheduleOnline(1, 1)).toBe(false)
    expect(canRescheduleOnline(1, 2)).toBe(true)
    expect(canRescheduleOnline(0, 0)).toBe(false)
  })
})

describe('followUpDue', () => {
  it('asks for details 7 days before, not 8', () => {
    expect(followUpDue(base)).toBe('details_request')
    expect(followUpDue({ ...base, eventDate: '2027-06-09' })).toBeNull()
  })
  it('asks late for a booking made inside the window, but not on the day itself', () => {
    expect(followUpDue({ ...base, eventDate: '2027-06-02' })).toBe('details_request')
    expect(followUpDue({ ...base, eventDate: '2027-06-01' })).toBeNull()
  })
  it('sends nothing once the details are given', () => {
    expect(followUpDue({ ...base, detailsGiven: true })).toBeNull()
  })
  it('reminds once at 3 days, on a later day than the request', () => {
    const at3 = { ...base, eventDate: '2027-06-04' }
    expect(followUpDue({ ...at3, requestSentOn: '2027-05-28' })).toBe('details_reminder')
    expect(followUpDue({ ...at3, requestSentOn: '2027-06-01' })).toBeNull()
    expect(
      followUpDue({ ...at3, requestSentOn: '2027-05-28', reminderSentOn: '2027-06-01' }),
    ).toBeNull()
    expect(
      followUpDue({ ...base, eventDate: '2027-06-05', requestSentOn: '2027-05-29' }),
    ).toBeNull()
  })
  it('thanks the day after, once, within a week', () => {
    const after = { ...base, eventDate: '2027-05-31', detailsGiven: true }
    expect(followUpDue(after)).toBe('thank_you')
    expect(followUpDue({ ...after, thankYouSentOn: '2027-06-01' })).toBeNull()
    expect(followUpDue({ ...after, eventDate: '2027-05-25' })).toBe('thank_you')
    expect(followUpDue({ ...after, eventDate: '2027-05-24' })).toBeNull()
    expect(followUpDue({ ...base, eventDate: '2027-06-01', detailsGiven: true })).toBeNull()
  })
  it('never writes to a cancelled, refunded or unpaid booking', () => {
    for (const status of ['cancelled', 'refunded', 'pending_payment', 'expired']) {
      expect(followUpDue({ ...base, status })).toBeNull()
      expect(followUpDue({ ...base, status, eventDate: '2027-05-31' })).toBeNull()
    }
  })
})

describe('followUpWindow', () => {
  it('spans a week back and the request days ahead', () => {
    expect(followUpWindow('2027-06-01', 7)).toEqual({ from: '2027-05-25', to: '2027-06-08' })
  })
})

describe('hasWelcomeScreen', () => {
  it('reads the package features, not its name', () => {
    expect(hasWelcomeScreen(['Unlimited prints', 'Custom welcome screen ($50 value)'])).toBe(true)
    expect(hasWelcomeScreen(['Custom frame'])).toBe(false)
    expect(hasWelcomeScreen(undefined)).toBe(false)
  })
})
