import type { PayloadRequest } from 'payload'

import { safeInstant } from '@server-kit'

/** What the browser's payment monitor reports (the endpoint's schema bounds each field). */
export type PaymentErrorLogInput = {
  timestamp?: string
  bookingId?: string
  customerId?: string
  error: string
  step?: string
  context?: unknown
  userAgent?: string
  url?: string
}

/** Stores what the browser's payment monitor caught, with its context bounded to 4 kB. */
export async function storePaymentErrorLog(args: {
  req: PayloadRequest
  input: PaymentErrorLogInput
  now: Date
}): Promise<{ ok: true; id: number }> {
  const { req, now } = args
  const { timestamp, context, ...entry } = args.input
  // A timestamp the database cannot hold (e.g. year 275760) falls back to now.
  const when = safeInstant(timestamp) ?? now.toISOString()
  const boundedContext =
    context === undefined
      ? null
      : JSON.stringify(context).length <= 4000
        ? context
        : { truncated: JSON.stringify(context).slice(0, 4000) }
  const doc = await req.payload.create({
    collection: 'payment-error-logs',
    data: { ...entry, timestamp: when, context: boundedContext as never },
    depth: 0,
    req,
  })
  return { ok: true, id: doc.id }
}
