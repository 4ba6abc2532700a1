import type { PayloadRequest } from 'payload'

import { type Actor, releaseHeldBooking } from '@booking/server'
import { relId } from '@kernel'

import type { Quote } from './findQuote'
import { holdForQuote } from './holdForQuote'

type BookingRequest = Parameters<typeof holdForQuote>[0]['input']

/**
 * Makes a quote's booth hold match what it now says, in the caller's transaction (after the
 * quote's row lock): the old hold, if any, is released (its booking row locked), then, when
 * asked, a new one is taken for the new date, time and lines until the new expiry (the day
 * locks). Released first, so the customer's own old hold never blocks the new one.
 */
export async function moveQuoteHold({
  req,
  quote,
  input,
  holdBooth,
  expiresOn,
  actor,
  now,
}: {
  req: PayloadRequest
  quote: Quote
  input: BookingRequest
  holdBooth: boolean
  expiresOn: string
  actor: Actor
  now: Date
}) {
  if (quote.holdBooking)
    await releaseHeldBooking({
      req,
      bookingId: relId(quote.holdBooking),
      actor,
      reason: `Quote ${quote.number} revised`,
      now,
    })
  if (!holdBooth) return { ok: true as const, bookingId: null }
  const hold = await holdForQuote({ req, input, expiresOn, now })
  if (!hold.ok) return hold
  return { ok: true as const, bookingId: hold.booking.id }
}
