import { z } from 'zod'

import { calendarDate, jsonInt, safeId, safeText } from '@server-kit'

import { isPhoneNumber, phoneDigits } from '@kernel'
import { bookingSchema, termsHash } from '@booking/server'

// A custom line: negative for a discount; amounts include GST and RST like every price.
const line = z.object({
  label: safeText(120, { required: 'is required' }).min(2, 'is required'),
  amountCents: jsonInt(-10_000_000, 10_000_000, 'an amount in whole cents'),
})

/** POST /api/quotes: the staff booking's customer and event fields, its lines, expiry and hold. */
export const createQuoteSchema = bookingSchema
  .omit({ termsAccepted: true, sessionId: true, paymentType: true, promoCode: true })
  .extend({
    lines: z.array(line).max(20).optional().default([]),
    expiresOn: calendarDate.optional(),
    holdBooth: z.boolean().optional().default(false),
    leadId: safeId.optional(),
  })

export const quoteTokenSchema = z.object({ token: safeText(200, { required: 'is required' }) })

export const acceptQuoteSchema = quoteTokenSchema.extend({
  signatureName: safeText(120, { required: 'is required' }),
  paymentType: z.enum(['full', 'deposit'], { error: "must be 'full' or 'deposit'" }),
  /** The hash of the terms the page showed: a change since then asks the customer to reread. */
  termsHash,
  /** The quote's revision the page showed: a revision since then answers 409 quote_changed. */
  revision: jsonInt(1, 1_000_000, 'the revision of the quote shown'),
})

export type CreateQuoteData = z.infer<typeof createQuoteSchema>

/** POST /api/quotes/:id/revise (staff): the create body; a quote keeps its lead (leadId ignored). */
export const reviseQuoteSchema = createQuoteSchema.omit({ leadId: true })
export type ReviseQuoteData = z.infer<typeof reviseQuoteSchema>

/** POST /api/quotes/:id/decline: the customer's link, and why, if they say. */
export const declineQuoteSchema = quoteTokenSchema.extend({
  reason: safeText(500).optional(),
})

/** POST /api/quotes/:id/ask-again: the customer's link and an optional note to the business. */
export const askAgainSchema = quoteTokenSchema.extend({
  message: safeText(1000).optional(),
})

const wallTime = z
  .string({ error: 'is required (HH:mm)' })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be HH:mm')

/** POST /api/waitlist: who waits for which date, package and window of start times. */
export const joinWaitlistSchema = z
  .object({
    name: safeText(120, { required: 'is required' }).min(2, 'is required'),
    email: z.email({ error: 'must be an email address' }).max(254),
    phone: safeText(30, { required: 'is required' })
      .refine(isPhoneNumber, 'must be a phone number')
      .transform(phoneDigits),
    packageId: safeId,
    eventDate: calendarDate,
    earliestTime: wallTime,
    latestTime: wallTime,
  })
  .refine((d) => d.earliestTime <= d.latestTime, {
    path: ['latestTime'],
    message: 'must be at or after earliestTime',
  })

export type JoinWaitlistData = z.infer<typeof joinWaitlistSchema>

/** POST /api/waitlist/:id/offer (staff): the start time offered, one of the date's free ones. */
export const offerNowSchema = z.object({ time: wallTime })
