// Every message the wizard, payment step, balance and success pages show, in one place (the spec's
// wording); the customer fields' own messages live with their rules in @booking/customerFields.
import type { Money } from '@kernel'

import { firstStepMsg } from './firstStepMessages'

export const msg = {
  ...firstStepMsg,

  noticeTitle: (days: number) => `${days}-Day Minimum Notice Required`,
  noticeBody: (days: number, phone: string, email: string) =>
    `Online bookings need at least ${days} days' notice. For an earlier date, call or text ${phone} or email ${email} and we'll do our best to fit you in.`,
  availabilityFailed: 'Failed to check availability',
  notAvailable: 'Not Available',
  notAvailableHint: 'Try selecting a different time or date',

  missingInfo:
    "Missing required information. Please ensure you've completed all previous steps including customer information, package selection, and date/time selection.",
  slotTaken: 'The selected time slot is no longer available. Please choose a different time.',
  validation: 'Please check that all required information is filled in correctly.',
  bookingFailedBody: 'Failed to create booking. Please try again.',
  quoteFailed: 'We could not price this booking right now. Please try again.',

  promoEmpty: 'Please enter a promo code',
  promoError: 'Error validating promo code',
  promoApplied: 'Promo code applied!',
  promoSaved: (amount: Money) => `You saved ${amount.text}`,
  termsTitle: 'Terms Required',
  termsBody: 'Please accept the terms and conditions to proceed.',
  demoNotice: 'Demo payment — no card is charged',

  paymentNotReady: 'Payment system not ready. Please refresh the page and try again.',
  noBookingRecord: 'No booking record found. Please restart the booking process.',
  bookingNotInDb: 'Booking record not found in database. Please restart the booking process.',
  cannotVerify: 'Unable to verify booking record. Please restart the booking process.',
  paymentProcessing: (message: string) => `Payment processing failed: ${message}`,
  paymentFailed: 'Payment failed',
  confirmFailed: (message: string, bookingId: number | string, paymentId: string) =>
    `Payment successful but booking confirmation failed: ${message}. Please contact support with booking ID ${bookingId} and payment ID ${paymentId}.`,
  intentFailed: 'Failed to create payment intent',
  noClientSecret: 'No client secret received from server',
  paymentSystemError: (message: string) => `Payment system error: ${message}`,
  paymentSystemGeneric: 'Payment system error. Please refresh and try again.',
  paymentFormMissing: 'Payment form error: Missing required data',
  toastPaymentFailed: 'Payment Failed',
  toastPaymentError: 'Payment Error',
  toastPaymentOk: 'Payment Successful!',
  /** What the toast says happened (issue 49): a tip or a later payment is not a confirmation. */
  toastPaidBody: (purpose: string, amount: string) =>
    purpose === 'tip'
      ? `Your tip of ${amount} for the attendant was received. Thank you!`
      : purpose === 'balance'
        ? `Your payment of ${amount} was received. Thank you.`
        : 'Your booking has been confirmed and payment processed.',

  successLoadFailed:
    'Your booking has been confirmed! Confirmation details will be sent to your email.',
  successContact: 'If you experience any issues, please contact us.',
  successNoId: 'You will receive a confirmation email shortly.',
  invalidDate: 'Invalid Date',
} as const
