import { z } from 'zod'

import { calendarDate, safeId, safeText } from '@server-kit'

import { customerField, FIELD_MAX, guestCountNumber, guestCountText } from '@booking/forms'

// Issued by the server (POST /api/cart/start) with the cart's secret.
export const sessionIdSchema = z
  .string({ error: 'sessionId is required' })
  .regex(/^[A-Za-z0-9_-]{8,100}$/, 'sessionId must be 8-100 letters, digits, - or _')

const text = (max: number) => safeText(max)
const date = calendarDate
const time = z.string().regex(/^\d{2}:\d{2}$/, 'must be HH:mm')
const id = safeId
// The wizard may send an empty email before the visitor typed one.
const email = z.union([z.literal(''), customerField.email])

// Progress is saved while the visitor types: same limits as a booking, nothing required yet.
export const customerFields = {
  firstName: text(FIELD_MAX.name).optional(),
  lastName: text(FIELD_MAX.name).optional(),
  email: email.optional(),
  phone: text(40).optional(),
  eventType: text(FIELD_MAX.choice).optional(),
  guestCount: z.union([z.literal(''), z.coerce.number().int().min(0).max(100000)]).optional(),
  referralSource: text(FIELD_MAX.choice).optional(),
}

export const cartUpdateSchema = z.object({
  sessionId: sessionIdSchema,
  step: z.coerce.number().int().min(1).max(6).optional(),
  ...customerFields,
  address: text(FIELD_MAX.address).optional(),
  notes: text(FIELD_MAX.notes).optional(),
  packageId: id.nullable().optional(),
  eventDate: date.nullable().optional(),
  eventTime: time.nullable().optional(),
  backdropId: id.nullable().optional(),
  selectedAddOns: z.array(id).max(20).optional(),
  addOnQuantities: z
    .union([safeText(2000), z.record(z.string().max(10), z.coerce.number().int().min(0).max(100))])
    .optional(),
  paymentType: z.enum(['full', 'deposit']).optional(),
  // Display only: the visitor's last server quote, in cents (bookings are always re-priced).
  totalCents: z.number().int().min(0).max(1_000_000_000).optional(),
})

export const customerInfoSchema = z.object({
  sessionId: sessionIdSchema,
  ...customerFields,
  address: text(FIELD_MAX.address).optional(),
  timestamp: safeText(40).optional(),
})

// The visitor came back: through a reminder's link (recover), or by the id and secret they hold.
export const recoveredSchema = z.union([
  z.object({ recover: z.string().min(1).max(300) }),
  z.object({ sessionId: sessionIdSchema }),
])

/**
 * Step 1 as the wizard completes it (the booking's own rules): only then are the name and email
 * kept as the cart's contact, the one address a reminder may go to.
 */
export const completedStepOne = z.object({
  firstName: customerField.firstName,
  lastName: customerField.lastName,
  email: customerField.email,
  phone: customerField.phone,
  address: customerField.address,
  eventType: customerField.eventType,
  referralSource: customerField.referralSource,
  guestCount: z.union([guestCountText, guestCountNumber]),
})

/** The contact columns (reminder address) only from a completed step 1; otherwise none. */
const CONTACT_COLUMNS: readonly string[] = ['firstName', 'lastName', 'email', 'phone']
export const isContactColumn = (key: string) => CONTACT_COLUMNS.includes(key)
export const completesStepOne = (fields: Record<string, unknown>) =>
  completedStepOne.safeParse(fields).success

export type CartUpdate = z.infer<typeof cartUpdateSchema>
export type CustomerInfo = z.infer<typeof customerInfoSchema>
