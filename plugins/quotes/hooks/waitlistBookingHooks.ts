import type { CollectionAfterChangeHook, PayloadRequest } from 'payload'

import { isBookingActive } from '@booking/server'

type BookingDoc = { id: number; status: string; eventDate?: string; eventTime?: string }

/** A booking that stops holding its slot (cancelled, expired, refunded) or moves away from it. */
export const freesSlot = (doc: BookingDoc, before?: BookingDoc) =>
  Boolean(
    before &&
    isBookingActive(before.status as never) &&
    (!isBookingActive(doc.status as never) ||
      doc.eventDate !== before.eventDate ||
      doc.eventTime !== before.eventTime),
  )

/**
 * Queues the offer job (plugins/quotes jobs/offerWaitlistTask) in the freeing transaction, unless
 * one is already waiting: several servers share the job table, so the line is offered once.
 */
async function queueOffer(req: PayloadRequest) {
  const waiting = await req.payload.count({
    collection: 'payload-jobs',
    where: {
      and: [
        { taskSlug: { equals: 'offerWaitlist' } },
        { completedAt: { exists: false } },
        { processing: { equals: false } },
        { waitUntil: { exists: false } },
      ],
    },
    req,
  })
  if (waiting.totalDocs === 0)
    await req.payload.jobs.queue({ task: 'offerWaitlist', input: {}, queue: 'booking', req })
}

/**
 * On the bookings collection: a paid offer's entry is booked at once; a freed slot queues the
 * waitlist's offer job so the next person hears promptly (the 5-minute schedule is the backstop).
 */
export const waitlistAfterBookingChange: CollectionAfterChangeHook = async ({
  doc,
  previousDoc,
  operation,
  req,
}) => {
  if (operation !== 'update') return doc
  const before = previousDoc as BookingDoc | undefined
  if (doc.status === 'confirmed' && before?.status !== 'confirmed')
    await req.payload.update({
      collection: 'waitlist-entries',
      where: { and: [{ booking: { equals: doc.id } }, { status: { equals: 'offered' } }] },
      data: { status: 'booked' },
      depth: 0,
      req,
    })
  if (freesSlot(doc as BookingDoc, before)) await queueOffer(req)
  return doc
}
