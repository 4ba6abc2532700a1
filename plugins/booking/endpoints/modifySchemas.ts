import { z } from 'zod'

import { jsonInt, safeId, safeText } from '@server-kit'

const addOn = z.object({
  addOnId: safeId,
  quantity: jsonInt(0, 20),
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
  expectedTotalCents: jsonInt(0, 10_000_000, 'an amount in whole cents'),
})

const token = safeText(200, { required: 'is required' })
export const manageModifyQuoteSchema = modifySelectionSchema.extend({ token })
export const manageModifySchema = modifyConfirmSchema.extend({ token })
