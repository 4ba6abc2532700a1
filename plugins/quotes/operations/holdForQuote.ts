import type { PayloadRequest } from 'payload'

import { createBooking, RESERVATION_STATUS } from '@booking/server'
import { BUSINESS_TIME_ZONE, zonedWallToInstant } from '@kernel/time'
import { addDaysToDateString } from '@kernel'

type BookingRequest = Parameters<typeof createBooking>[0]['input']

/** Holds of quotes count against one allowance per customer: a quote cannot squat the calendar. */
export const quoteClientKey = (email: string) => `quote:${email.trim().toLowerCase()}`

/**
 * Holds the booth for a quote until it expires: an unpaid booking made by the wizard's own
 * operation (day locks, booth choice, the client's hold allowance), its hold stretched to the
 * end of the quote's expiry date. It lapses like any hold; accepting the quote pays for it.
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
  const created = await createBooking({
    req,
    input: { ...input, clientKey: quoteClientKey(input.customer.email) },
    now,
  })
  if (!created.ok) return created
  const end = addDaysToDateString(expiresOn, 1)
  const holdExpiresAt = zonedWallToInstant(end, '00:00', BUSINESS_TIME_ZONE).toISOString()
  const booking = await stretchHold(req, created.booking.id, holdExpiresAt, { source: 'quote' })
  return { ok: true as const, booking }
}

/**
 * Stretches a just-made hold (its held booths and the booking) to `holdExpiresAt`, in the
 * caller's transaction: a quote's or a waitlist offer's hold lasts longer than the wizard's.
 */
export async function stretchHold(
  req: PayloadRequest,
  bookingId: number,
  holdExpiresAt: string,
  extra: { source?: 'quote' } = {},
) {
  await req.payload.update({
    collection: 'booth-reservations',
    where: {
      and: [{ booking: { equals: bookingId } }, { status: { equals: RESERVATION_STATUS.held } }],
    },
    data: { holdExpiresAt },
    depth: 0,
    req,
  })
  return req.payload.update({
    collection: 'bookings',
    id: bookingId,
    data: { holdExpiresAt, ...extra },
    depth: 0,
    req,
  })
}
