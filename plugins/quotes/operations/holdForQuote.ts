import type { PayloadRequest } from 'payload'

import { createBooking } from '@booking/server'
import { BUSINESS_TIME_ZONE, zonedWallToInstant } from '@kernel/time'
import { addDaysToDateString } from '@kernel'

type BookingRequest = Parameters<typeof createBooking>[0]['input']

/** Holds of quotes count against one allowance per customer: a quote cannot squat the calendar. */
export const quoteClientKey = (email: string) => `quote:${email.trim().toLowerCase()}`

/**
 * Holds the booth for a quote until it expires: an unpaid booking made by the wizard's own
 * operation (day locks, booth choice, the client's hold allowance), held until the end of the
 * quote's expiry date. It lapses like any hold; accepting the quote pays for it.
 */
export async function holdForQuote({
  req,
  input,
  expiresOn,
  now,
}: {
  req: PayloadRequest
  input: BookingRequest
  expiresOn: string
  now: Date
}) {
  const end = addDaysToDateString(expiresOn, 1)
  const until = zonedWallToInstant(end, '00:00', BUSINESS_TIME_ZONE).toISOString()
  const created = await createBooking({
    req,
    input: { ...input, clientKey: quoteClientKey(input.customer.email) },
    now,
    hold: { until, source: 'quote' },
  })
  if (!created.ok) return created
  return { ok: true as const, booking: created.booking }
}
