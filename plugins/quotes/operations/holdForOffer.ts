import type { PayloadRequest } from 'payload'

import { createBooking } from '@booking/server'

/** An offer's hold is bounded by its entry: one live offer per date, one hold per offer. */
export const offerClientKey = (entryId: number) => `waitlist:${entryId}`

// What the line does not ask: the person confirms the venue and details with staff or at step 1.
const OFFER_DETAILS = {
  address: 'Winnipeg, MB',
  eventType: 'Other',
  guestCount: 1,
  referralSource: 'Other',
  notes: 'Waitlist offer: venue, event type and guest count to confirm.',
}

type Entry = {
  id: number
  name: string
  email: string
  phone: string
  package: number | { id: number } | null
}

const idOf = (v: Entry['package']) => (typeof v === 'object' && v ? v.id : (v ?? 0))

async function defaultBackdrop(req: PayloadRequest): Promise<number | null> {
  const { docs } = await req.payload.find({
    collection: 'backdrops',
    where: { available: { equals: true } },
    sort: 'id',
    limit: 1,
    depth: 0,
    req,
  })
  return docs[0]?.id ?? null
}

/**
 * Holds `time` for the person offered it: an unpaid booking made by the wizard's own operation
 * (day locks, booth choice, expired holds released first), held until the offer's end. It
 * lapses like any hold. Returns the booking and the token for the offer's link.
 */
export async function holdForOffer({
  req,
  entry,
  date,
  time,
  until,
  now,
}: {
  req: PayloadRequest
  entry: Entry
  date: string
  time: string
  until: string
  now: Date
}) {
  const backdropId = await defaultBackdrop(req)
  if (!backdropId) return { ok: false as const, code: 'backdrop_unknown' as const }
  const [firstName = entry.name, ...rest] = entry.name.trim().split(/\s+/)
  const { address, ...details } = OFFER_DETAILS
  const created = await createBooking({
    req,
    input: {
      packageId: idOf(entry.package),
      eventDate: date,
      eventTime: time,
      selections: [],
      address,
      paymentType: 'full',
      backdropId,
      customer: {
        ...details,
        firstName,
        lastName: rest.join(' ') || firstName,
        email: entry.email,
        phone: entry.phone,
      },
      clientKey: offerClientKey(entry.id),
    },
    now,
    hold: { until },
  })
  if (!created.ok) return created
  return { ok: true as const, booking: created.booking, token: created.accessToken }
}
