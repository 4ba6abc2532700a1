import { describe, expect, it } from 'vitest'

import { classifyBookingError } from './bookingErrors'
import { cartToState } from './restoreCart'
import { formatDateLong, phoneDigits } from '@kernel'
import { formatPhoneInput } from './formatPhone'

describe('formatDateLong', () => {
  it('formats calendar dates and says Invalid Date for anything else', () => {
    expect(formatDateLong('2026-06-06')).toBe('Saturday, June 6, 2026')
    expect(formatDateLong('2026-02-30')).toBe('Invalid Date')
    expect(formatDateLong('tomorrow')).toBe('Invalid Date')
    expect(formatDateLong(null)).toBe('Invalid Date')
  })
})

describe('phone input', () => {
  it('formats as (204) 123-4567 while typing and drops a leading 1', () => {
    expect(formatPhoneInput('2041234567', '')).toBe('(204) 123-4567')
    expect(formatPhoneInput('+1 204 123 4567', '')).toBe('(204) 123-4567')
    expect(phoneDigits('(204) 123-45678')).toBe('2041234567')
  })
  it('deleting a bracket deletes the digit before it', () => {
    expect(formatPhoneInput('(204', '(204)')).toBe('20')
  })
})

describe('classifyBookingError', () => {
  it('maps the server codes to the dialogs the spec names', () => {
    const outside = 'This address is outside our service area for online booking.'
    expect(classifyBookingError({ code: 'outside_service_area', message: outside })).toEqual({
      kind: 'outsideArea',
      message: outside,
    })
    // The code decides, whatever the wording: a reworded message still opens the right dialog.
    expect(classifyBookingError({ code: 'slot_taken', message: 'Gone.' })).toEqual({
      kind: 'slotTaken',
      message: 'The selected time slot is no longer available. Please choose a different time.',
    })
    expect(
      classifyBookingError({ code: 'invalid_input', message: 'Validation error: email: bad' }),
    ).toEqual({
      kind: 'validation',
      message: 'Please check that all required information is filled in correctly.',
    })
    expect(classifyBookingError(undefined)).toEqual({
      kind: 'other',
      title: 'Booking Failed',
      message: 'Failed to create booking. Please try again.',
    })
    expect(classifyBookingError({ code: 'backdrop_unknown', message: 'Backdrop gone' })).toEqual({
      kind: 'other',
      title: 'Booking Failed',
      message: 'Backdrop gone',
    })
  })
})

describe('cartToState', () => {
  const customer = {
    firstName: 'A',
    lastName: 'B',
    email: 'a@b.co',
    phone: '(204) 555-0100',
    address: '1 Main St, Winnipeg',
    eventType: 'Wedding',
    guestCount: 80,
    referralSource: 'Google',
  }
  it('restores the saved step, but never past missing data or the payment step', () => {
    expect(cartToState(3, { ...customer, packageId: 2 }).currentStep).toBe(3)
    expect(
      cartToState(5, { ...customer, packageId: 2, eventDate: '2030-01-01', eventTime: '10:00' })
        .currentStep,
    ).toBe(4)
    expect(cartToState(4, { ...customer, packageId: 2 }).currentStep).toBe(3)
    expect(cartToState(4, { firstName: 'A' }).currentStep).toBe(1)
    expect(cartToState(2, customer).bookingFormData?.guestCount).toBe('80')
  })
})
