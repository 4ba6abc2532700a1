import type { PayloadRequest } from 'payload'

import { BOOKING_STATUS, bookingsOfCustomer } from '@booking/server'
import { BUSINESS_TIME_ZONE, todayInZone } from '@kernel/time'
import type { ConsentEvidence } from '../core/consentWindow'
import { normalEmail } from '../keys/unsubscribeToken'

const dayOf = (instant: string) => todayInZone(new Date(instant), BUSINESS_TIME_ZONE)

type Row = { email?: string | null }

/** Rows of `collection` whose `email` is this address in any case (ILIKE, then exact). */
async function rowsFor<T extends Row>(
  req: PayloadRequest,
  collection: 'inquiries' | 'carts',
  email: string,
): Promise<T[]> {
  const { docs } = await req.payload.find({
    collection,
    where: { email: { like: email } },
    limit: 200,
    depth: 0,
    pagination: false,
    req,
  })
  return (docs as unknown as T[]).filter((d) => normalEmail(d.email ?? '') === email)
}

/**
 * What consent this address ever gave: confirmed sign-ups (express), paid bookings (a purchase,
 * counted from the later of the booking and its event: the contract's end) and inquiries, carts
 * included (a visitor who started a booking asked about one).
 */
export async function consentEvidence(
  req: PayloadRequest,
  address: string,
): Promise<ConsentEvidence[]> {
  const email = normalEmail(address)
  const { docs: express } = await req.payload.find({
    collection: 'consents',
    where: { and: [{ email: { equals: email } }, { confirmedAt: { exists: true } }] },
    limit: 50,
    depth: 0,
    req,
  })
  const bookings = await bookingsOfCustomer(req, email, {
    status: BOOKING_STATUS.confirmed,
    limit: 200,
  })
  const inquiries = await rowsFor<Row & { createdAt: string }>(req, 'inquiries', email)
  const carts = await rowsFor<Row & { lastActivity?: string | null; createdAt: string }>(
    req,
    'carts',
    email,
  )
  return [
    ...express.map((c) => ({
      basis: 'express' as const,
      day: dayOf(c.confirmedAt!),
      source: c.source,
    })),
    ...bookings.map((b) => {
      const bought = dayOf(b.createdAt)
      const day = b.eventDate && b.eventDate > bought ? b.eventDate : bought
      return { basis: 'purchase' as const, day, from: bought, source: 'booking' }
    }),
    ...inquiries.map((i) => ({
      basis: 'inquiry' as const,
      day: dayOf(i.createdAt),
      source: 'inquiry',
    })),
    ...carts.map((c) => ({
      basis: 'inquiry' as const,
      day: dayOf(c.lastActivity ?? c.createdAt),
      source: 'started booking',
    })),
  ]
}
