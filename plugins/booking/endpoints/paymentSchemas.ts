import { z } from 'zod'

import { jsonInt, safeId, safeText } from '@server-kit'

import type { PaymentErrorLogInput } from '../operations/payments/storePaymentErrorLog'

const id = safeId
const intentId = safeText(200, { required: 'is required' }).min(3, 'is required')
const token = safeText(200, { required: 'is required' })

export const createIntentSchema = z.object({
  bookingId: id,
  token,
  paymentType: z
    .enum(['full', 'deposit', 'plan'], { error: "must be 'full', 'deposit' or 'plan'" })
    .optional()
    .default('full'),
  promoCode: safeText(40).optional().nullable(),
  purpose: z
    .enum(['initial', 'balance', 'tip'], { error: "must be 'initial', 'balance' or 'tip'" })
    .optional()
    .default('initial'),
  // A tip: 10, 15 or 20 (% of the package price), or `amountCents`.
  tipPercent: jsonInt(1, 100, 'a whole percent').optional().nullable(),
  // The deposit chosen (at least 25%, checked with the booking's total), or part of a balance.
  amountCents: jsonInt(1, 100_000_000, 'a whole number of cents').optional().nullable(),
  saveCard: z.boolean({ error: 'must be true or false' }).optional().default(false),
})

// The spec's payload also carries paymentType, promoCodes and discountAmount: the server ignores them.
export const confirmSchema = z.object({
  bookingId: id,
  // Afterpay/Klarna/Affirm ids may arrive prefixed by the browser ('klarna_pi_...').
  paymentIntentId: intentId.transform((v) => v.replace(/^(afterpay|klarna|affirm)_(?=pi_)/, '')),
})

export const demoPaySchema = z.object({
  paymentIntentId: intentId,
  clientSecret: safeText(300, { required: 'is required' }),
  cardNumber: safeText(30).optional(),
})

/** The SHA-256 of the terms text the customer read (GET /api/terms-version's `hash`). */
export const termsHash = z
  .string({ error: 'is required: the hash of the terms you read' })
  .regex(/^[0-9a-f]{64}$/, 'must be the hash of the terms you read')

// The terms version is the server's (the terms the site shows): a client value is refused.
export const acceptTermsSchema = z
  .object({
    token,
    /** The customer's full name typed as their signature (the agreement); without it, a tick only. */
    signatureName: safeText(120).optional(),
    /** With a signature: the terms read, so a change since the page opened is caught (409). */
    termsHash: termsHash.optional(),
    termsVersion: z.undefined({ error: 'is set by the server' }).optional(),
  })
  .refine((d) => d.signatureName === undefined || d.termsHash !== undefined, {
    path: ['termsHash'],
    message: 'is required with a signature: the hash of the terms you read',
  })

const text = (max: number) =>
  z.preprocess(
    (v) =>
      v == null ? undefined : typeof v === 'string' ? v.slice(0, max) : String(v).slice(0, max),
    safeText(max).optional(),
  )

// Browsers send whatever they caught: keep it, bounded (as the operation's input type).
export const paymentErrorLogSchema: z.ZodType<PaymentErrorLogInput> = z.object({
  timestamp: text(40),
  bookingId: text(40),
  customerId: text(100),
  error: z.preprocess(
    (v) =>
      v == null
        ? undefined
        : typeof v === 'string'
          ? v.slice(0, 1000)
          : JSON.stringify(v).slice(0, 1000),
    safeText(1000, { required: 'is required' }),
  ),
  step: text(60),
  context: z.unknown().optional(),
  userAgent: text(300),
  url: text(500),
})

/** POST /api/bookings/:id/accept-addendum: the addendum's number and the name typed again. */
export const acceptAddendumSchema = z.object({
  token,
  number: z
    .string({ error: 'is required' })
    .regex(/^A-\d{4}-\d{5}-\d{1,3}$/, 'must be an addendum number such as A-2026-00008-1'),
  signatureName: safeText(120, { required: 'is required: type your full name' }),
})
