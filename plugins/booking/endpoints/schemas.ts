import { z } from 'zod'

import { customerField, FIELD_MAX, phoneDigits } from '../customerFields'

const date = z
  .string({ error: 'is required (YYYY-MM-DD)' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be YYYY-MM-DD')
const time = z.string({ error: 'is required (HH:mm)' }).regex(/^\d{2}:\d{2}$/, 'must be HH:mm')
const id = z.coerce
  .number({ error: 'must be a number' })
  .int('must be a whole number')
  .positive('must be positive')

// addOnQuantities arrives as a JSON string in the spec ('{"1":2}') or as an object.
const quantities = z
  .union([z.string(), z.record(z.string(), z.coerce.number())])
  .optional()
  .transform((value, ctx) => {
    if (value === undefined || value === '') return {} as Record<string, number>
    if (typeof value !== 'string') return value
    try {
      const parsed = JSON.parse(value)
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed))
        return parsed as Record<string, number>
    } catch {}
    ctx.addIssue({ code: 'custom', message: 'must be a JSON object of add-on id to quantity' })
    return z.NEVER
  })

export const quoteSchema = z.object({
  packageId: id,
  eventDate: date,
  eventTime: time,
  selectedAddOns: z.array(id).max(20).optional().default([]),
  addOnQuantities: quantities,
  address: customerField.address,
  promoCode: z.string().max(40).optional().nullable(),
  paymentType: z
    .enum(['full', 'deposit'], { error: "must be 'full' or 'deposit'" })
    .optional()
    .default('full'),
})

export const bookingSchema = quoteSchema.extend({
  firstName: customerField.firstName,
  lastName: customerField.lastName,
  email: customerField.email,
  phone: customerField.phone.transform(phoneDigits),
  eventType: z
    .string()
    .trim()
    .max(FIELD_MAX.choice)
    .optional()
    .transform((v) => v || 'Not specified'),
  guestCount: z.coerce.number().int().min(1).max(10000).optional().default(50),
  referralSource: z
    .string()
    .trim()
    .max(FIELD_MAX.choice)
    .optional()
    .transform((v) => v || 'Website'),
  notes: customerField.notes.optional(),
  specialRequests: customerField.notes.optional(),
  backdropId: id,
  termsAccepted: z.boolean().optional(),
  sessionId: z.string().max(100).optional(),
})

/** selectedAddOns + addOnQuantities → the core's selections (quantity 1 unless given). */
export function toSelections(selected: number[], quantities: Record<string, number>) {
  return [...new Set(selected)].map((addOnId) => ({
    addOnId,
    quantity: Number(quantities[String(addOnId)] ?? 1),
  }))
}

export const availabilitySchema = z.object({
  date,
  time,
  packageName: z.string().max(100).optional(),
})
