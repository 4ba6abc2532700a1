// The customer's fields, one set of rules for the booking and cart endpoints and the wizard form.
// zod only: the wizard imports this, so nothing server-side may come in here.
import { z } from 'zod'

// The safety rule only (pure zod), not the server kit's index: the wizard bundles this file.
// By path: browser bundles reach this file, and the kit's index is server-only.
import { isSafeText } from '../../packages/server-kit/inputs'
import { isEmail, isPhoneNumber } from '@kernel'
export const customerMessages = {
  firstName: 'First name is required',
  lastName: 'Last name is required',
  email: 'Invalid email address',
  phone: 'Phone number must be exactly 10 digits',
  address: 'Address is required',
  eventType: 'Event type is required',
  guestCount: 'Guest count is required',
  guestCountRange: 'Guest count must be between 1 and 10,000',
  referralSource: 'Please tell us how you found us',
} as const
const m = customerMessages

/** The most guests an online booking takes: the wizard, the cart and the booking agree. */
export const MAX_GUESTS = 10_000

export const FIELD_MAX = { name: 100, email: 200, address: 300, choice: 100, notes: 2000 } as const

// NUL bytes and lone surrogates are refused before anything is stored (a 400, never a 500).
const text = (message?: string) =>
  z
    .string(message ? { error: message } : undefined)
    .refine(isSafeText, 'contains characters that are not allowed')

const required = (message: string, max: number) => text(message).trim().min(1, message).max(max)

export const customerField = {
  firstName: required(m.firstName, FIELD_MAX.name),
  lastName: required(m.lastName, FIELD_MAX.name),
  email: text(m.email).trim().refine(isEmail, m.email).max(FIELD_MAX.email),
  /** Accepts any formatting; the value stays as typed (the server stores phoneDigits). */
  phone: text(m.phone).refine(isPhoneNumber, m.phone),
  address: required(m.address, FIELD_MAX.address),
  eventType: required(m.eventType, FIELD_MAX.choice),
  referralSource: required(m.referralSource, FIELD_MAX.choice),
  notes: text().trim().max(FIELD_MAX.notes),
}

/** The guest count as the server reads it (a number, or digits as typed). */
export const guestCountNumber = z.coerce
  .number()
  .int()
  .min(1, m.guestCountRange)
  .max(MAX_GUESTS, m.guestCountRange)

/** The guest count as the form keeps it (what the visitor typed), by the same rule. */
export const guestCountText = text(m.guestCount)
  .trim()
  .min(1, m.guestCount)
  .regex(/^\d{1,5}$/, m.guestCount)
  .refine((v) => guestCountNumber.safeParse(v).success, m.guestCountRange)
