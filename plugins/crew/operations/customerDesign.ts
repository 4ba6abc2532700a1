import type { PayloadRequest } from 'payload'

import {
  bookingForCrew,
  type CrewBooking,
  lockBooking,
  updateBookingWithHistory,
} from '@booking/server'
import { emailSite, renderEmail } from '@email'
import { BUSINESS_TIME_ZONE, todayInZone } from '@kernel/time'
import { afterCommit, inTransaction } from '@server-kit'

import { designLocked } from '../core/designLock'

/** The newest proof of a booking (the one the customer answers). */
export async function latestProof(req: PayloadRequest, bookingId: number) {
  const { docs } = await req.payload.find({
    collection: 'design-proofs',
    where: { booking: { equals: bookingId } },
    sort: '-createdAt',
    depth: 0,
    limit: 1,
    req,
  })
  return docs[0] ?? null
}

const view = (
  b: Pick<CrewBooking, 'id' | 'eventDate'>,
  proof: Awaited<ReturnType<typeof latestProof>>,
  now: Date,
) => ({
  locked: designLocked(todayInZone(now, BUSINESS_TIME_ZONE), b.eventDate),
  proof: proof
    ? {
        id: proof.id,
        status: proof.status,
        comment: proof.customerComment ?? null,
        fileUrl: `/api/bookings/${b.id}/design/file?proof=${proof.id}`,
      }
    : null,
})

/** What the manage page shows: the newest proof and whether the design is still open. */
export async function customerDesign(
  req: PayloadRequest,
  bookingId: number,
  token: string,
  now: Date,
) {
  // The booking only for whoever holds its token; a wrong one answers like a missing booking.
  const b = await bookingForCrew(req, bookingId, { token })
  if (!b) return { ok: false, code: 'not_found' } as const
  return { ok: true, body: view(b, await latestProof(req, b.id), now) } as const
}

export type DesignDecision = { decision: 'approve' | 'changes'; comment?: string }

/** The customer approves the newest proof or asks for changes, until 3 days before the event. */
export async function respondToDesign(
  req: PayloadRequest,
  args: { bookingId: number; token: string; now: Date } & DesignDecision,
) {
  const b = await bookingForCrew(req, args.bookingId, { token: args.token })
  if (!b) return { ok: false, code: 'not_found' } as const
  return inTransaction(
    req,
    async () => {
      await lockBooking(req, b.id)
      const booking = await bookingForCrew(req, b.id)
      if (!booking) return { ok: false, code: 'not_found' } as const
      if (designLocked(todayInZone(args.now, BUSINESS_TIME_ZONE), booking.eventDate))
        return { ok: false, code: 'design_locked' } as const
      const proof = await latestProof(req, b.id)
      if (!proof || proof.status !== 'awaiting_customer')
        return { ok: false, code: 'no_proof_waiting' } as const
      const status = args.decision === 'approve' ? 'approved' : 'changes_requested'
      await req.payload.update({
        collection: 'design-proofs',
        id: proof.id,
        data: {
          status,
          customerComment: args.comment ?? null,
          respondedAt: args.now.toISOString(),
        },
        req,
      })
      const action = status === 'approved' ? 'Design approved' : 'Design changes asked'
      const actor = { kind: 'customer' as const, name: `${booking.firstName} ${booking.lastName}` }
      await updateBookingWithHistory({
        req,
        booking,
        entry: { actor, action, now: args.now, note: args.comment ?? null },
      })
      const site = await emailSite(req)
      const did =
        status === 'approved'
          ? 'approved the print design'
          : 'asked for changes to the print design'
      const email = renderEmail(`${action}: ${booking.reference}`, [
        `${actor.name} ${did} of booking ${booking.reference}.`,
        ...(args.comment ? [`Their comment: ${args.comment}`] : []),
        { link: ['Open the booking', `${site.siteUrl}/admin/collections/bookings/${booking.id}`] },
      ])
      await afterCommit(req, async () => {
        await req.payload.sendEmail({ to: site.businessEmail, ...email })
      })
      return {
        ok: true,
        body: view(booking, { ...proof, status, customerComment: args.comment ?? null }, args.now),
      } as const
    },
    (r) => r.ok,
  )
}
