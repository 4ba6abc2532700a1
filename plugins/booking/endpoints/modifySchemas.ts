import { z } from 'zod'

import { safeId, safeText } from '@server-kit'

const addOn = z.object({
  addOnId: safeId,
  quantity: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(0, 'cannot be negative')
    .max(20, 'is too large'),
})

/** A change to a booking: anything left out stays as booked. */
export const modifySelectionSchema = z.object({
  packageId: safeId.optional(),
  backdropId: safeId.optional(),
  addOns: z
    .array(addOn)
    .max(20)
    .refine((l) => new Set(l.map((a) => a.addOnId)).size === l.length, 'lists an add-on twice')
    .optional(),
})

/** Confirming the change that was quoted: its version and the total shown. */
export const modifyConfirmSchema = modifySelectionSchema.extend({
  version: safeText(40, { required: 'is required' }),
  expectedTotalCents: z.coerce
    .number({ error: 'must be an amount in cents' })
    .int('must be whole cents')
    .min(0)
    .max(10_000_000),
})

const token = safeText(200, { required: 'is required' })
export const manageModifyQuoteSchema = modifySelectionSchema.extend({ token })
export const manageModifySchema = modifyConfirmSchema.extend({ token })
