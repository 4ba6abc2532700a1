import { z } from 'zod'

import { jsonInt, safeText } from '@server-kit'

import { bookingSchema } from './schemas'

// A JSON number of cents: '100', '0x64' or [100] are refused, never read as an amount.
const cents = jsonInt(0, 10_000_000, 'an amount in whole cents')
const method = z.enum(['cash', 'etransfer'], { error: "must be 'cash' or 'etransfer'" })
// Checked before any money moves: a NUL byte once failed the history write after the refund.
const note = safeText(500).optional()

export const offlinePaymentSchema = z.object({
  method,
  amountCents: cents.refine((v) => v > 0, 'must be above zero'),
  note,
})

export const staffBookingSchema = bookingSchema.extend({
  source: z.enum(['phone', 'email']).default('phone'),
  then: z.discriminatedUnion('action', [
    z.object({ action: z.literal('payment_link') }),
    offlinePaymentSchema.extend({ action: z.literal('offline_payment') }),
  ]),
})

export const cancelSchema = z
  .object({ refundCents: cents.optional(), reason: safeText(500).optional() })
  .refine((v) => v.refundCents === undefined || (v.reason?.length ?? 0) >= 3, {
    message: 'A reason is required to override the refund',
    path: ['reason'],
  })

export const rescheduleSchema = z.object({
  eventDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be YYYY-MM-DD'),
  eventTime: z.string().regex(/^\d{2}:\d{2}$/, 'must be HH:mm'),
  reprice: z.boolean().optional().default(false),
  /** The booking's version the screen showed (updatedAt): a booking changed since gets 409. */
  version: safeText(40).optional(),
})
