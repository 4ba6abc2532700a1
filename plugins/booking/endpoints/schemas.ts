import { z } from 'zod'

import { calendarDate, jsonInt, safeId, safeText } from '@server-kit'

import { phoneDigits } from '@kernel'
import { customerField, FIELD_MAX, guestCountNumber } from '../customerFields'

const date = calendarDate
const time = z.string({ error: 'is required (HH:mm)' }).regex(/^\d{2}:\d{2}$/, 'must be HH:mm')
const id = safeId
const quantity = jsonInt(0, 100)
const quantityMap = z.record(z.string().max(10), quantity)

// addOnQuantities arrives as a JSON string in the spec ('{"1":2}') or as an object.
const quantities = z
  .union([z.string().max(2000), quantityMap])
  .optional()
  .transform((value, ctx) => {
    if (value === undefined || value === '') return {} as Record<string, number>
    if (typeof value !== 'string') return value
    try {
      const parsed = JSON.parse(value)
      const map = quantityMap.safeParse(parsed)
      if (map.success && !Array.isArray(parsed)) return map.data
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
  promoCode: safeText(40).optional().nullable(),
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
  eventType: safeText(FIELD_MAX.choice)
    .optional()
    .transform((v) => v || 'Not specified'),
  guestCount: guestCountNumber.optional().default(50),
  referralSource: safeText(FIELD_MAX.choice)
    .optional()
    .transform((v) => v || 'Website'),
  notes: customerField.notes.optional(),
  specialRequests: customerField.notes.optional(),
  backdropId: id,
  termsAccepted: z.boolean().optional(),
  // Ticked "Text me about this booking" (the wording is the server's own, stored with the time).
  smsOptIn: z.boolean().optional(),
  sessionId: safeText(100).optional(),
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
  packageName: safeText(100).optional(),
})
