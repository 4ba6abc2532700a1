import { commitTransaction, initTransaction, killTransaction, type PayloadRequest } from 'payload'
import { runAfterCommit } from '@server-kit'

import type { Booking } from '../types'

import {
  canRescheduleOnline,
  chooseBooths,
  formatDateLong,
  formatTimeLabel,
  netPaidCents,
  withCalendarBusy,
} from '../core'
import type { Actor } from './actor'
import { type ActionFailure, fromQuoteFailure } from './bookingActionCodes'
import { boothSchedules } from './boothSchedules'
import { calendarBusyFor } from './calendarBusyFor'
import { withHistory } from './historyEntry'
import { isBoothContention } from './isExclusionViolation'
import { loadCatalog } from './loadCatalog'
import { lockBooking } from './lockBooking'
import { notifyBooking } from './notifyBooking'
import { quoteBooking } from './quoteBooking'
import { releaseExpiredHolds } from './releaseExpiredHolds'
import { lockBoothDays } from './lockBoothDays'
import { rescheduledDueDates } from './rescheduledDueDates'

export type RescheduleInput = {
  bookingId: number
  eventDate: string
  eventTime: string
  /** Price the booking again at today's catalog for the new date (off by default). */
  reprice?: boolean
}

export type RescheduleResult = { ok: true; booking: Booking; free: boolean } | ActionFailure

const relId = (v: unknown) =>
  typeof v === 'object' && v ? (v as { id: number }).id : (v as number)
const ATTEMPTS = 3 // a lost race for booth 1 may still win booth 2

/**
 * Moves a booking to another date or time in one transaction: its old reservations are released
 * and new ones taken under the exclusion constraint, or nothing changes. Staff and customers
 * (self-service) call the same operation.
 */
export async function rescheduleBooking(args: {
  req: PayloadRequest
  input: RescheduleInput
  actor: Actor
  now: Date
}): Promise<RescheduleResult> {
  const { req, input, actor, now } = args
  const current = await req.payload.findByID({
    collection: 'bookings',
    id: input.bookingId,
    depth: 0,
    req,
    disableErrors: true,
  })
  if (!current) return { ok: false, code: 'not_found' }
  if (current.status !== 'confirmed' && current.status !== 'pending_payment')
    return { ok: false, code: 'not_allowed_in_status' }
  const { freeReschedules } = (await loadCatalog({ req })).settings
  // Customers get the free reschedules online; after that staff decide (and may move it).
  if (
    actor.kind === 'customer' &&
    !canRescheduleOnline(current.rescheduleCount ?? 0, freeReschedules)
  )
    return { ok: false, code: 'reschedule_limit' }
  const q = await quoteBooking({
    req,
    now,
    input: {
      packageId: relId(current.package),
      eventDate: input.eventDate,
      eventTime: input.eventTime,
      selections: (current.addOns ?? []).map((a) => ({
        addOnId: relId(a.addOn),
        quantity: a.quantity ?? 1,
      })),
      address: current.address,
      promoCode: input.reprice ? current.promoCode : null,
      paymentType: current.paymentType ?? 'full',
    },
  })
  if (!q.ok) return fromQuoteFailure(q)
  const count = (current.rescheduleCount ?? 0) + 1
  // Before the transaction; the booking's own event (its current time) does not block the move.
  const calendar = await calendarBusyFor(req, q.occupancy)
  const own = current.timeline?.end
    ? [
        {
          start: new Date(current.timeline.setupStart ?? current.timeline.start!),
          end: new Date(current.timeline.end),
        },
      ]
    : []
  const free = count <= freeReschedules

  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const ownsTransaction = await initTransaction(req)
    try {
      await lockBooking(req, current.id)
      await releaseExpiredHolds({ req, now })
      const booking = await req.payload.findByID({
        collection: 'bookings',
        id: current.id,
        depth: 0,
        req,
      })
      const stale = (booking.rescheduleCount ?? 0) + 1 !== count // a concurrent move got in first
      if (stale && actor.kind === 'customer') {
        if (ownsTransaction) await killTransaction(req)
        return { ok: false, code: 'reschedule_limit' }
      }
      if (booking.status !== 'confirmed' && booking.status !== 'pending_payment') {
        if (ownsTransaction) await killTransaction(req)
        return { ok: false, code: 'not_allowed_in_status' }
      }
      const status = booking.status === 'confirmed' ? 'confirmed' : 'held'
      await req.payload.update({
        collection: 'booth-reservations',
        where: {
          and: [{ booking: { equals: booking.id } }, { status: { in: ['held', 'confirmed'] } }],
        },
        data: { status: 'released' },
        depth: 0,
        req,
      })
      await lockBoothDays({ req, around: q.occupancy })
      const booths = chooseBooths({
        request: q.occupancy,
        booths: withCalendarBusy(await boothSchedules({ req, around: q.occupancy }), calendar, own),
        needed: q.quote.boothsNeeded,
      })
      if (!booths) {
        if (ownsTransaction) await killTransaction(req)
        return { ok: false, code: 'slot_taken' }
      }
      for (const booth of booths)
        await req.payload.create({
          collection: 'booth-reservations',
          depth: 0,
          req,
          data: {
            booking: booking.id,
            booth,
            status,
            startsAt: q.occupancy.start.toISOString(),
            endsAt: q.occupancy.end.toISOString(),
            holdExpiresAt: status === 'held' ? booking.holdExpiresAt : null,
          },
        })
      const paid = netPaidCents(booking) // a booking change may have refunded some
      const price = input.reprice
        ? {
            packagePriceCents: q.quote.packagePriceCents,
            addOnsTotalCents: q.quote.addOnsTotalCents,
            travelSurchargeCents: q.quote.travelSurchargeCents,
            discountCents: q.quote.discountCents,
            totalCents: q.quote.totalCents,
            depositCents: q.quote.depositCents,
            remainingBalanceCents: Math.max(0, q.quote.totalCents - paid),
          }
        : {}
      const dueDates = rescheduledDueDates(booking, input.eventDate, q.quote.balanceDueDate)
      const from = `${formatDateLong(booking.eventDate)}, ${formatTimeLabel(booking.eventTime)}`
      const to = `${formatDateLong(input.eventDate)}, ${formatTimeLabel(input.eventTime)}`
      const updated = await req.payload.update({
        collection: 'bookings',
        id: booking.id,
        depth: 0,
        req,
        data: {
          eventDate: input.eventDate,
          eventTime: input.eventTime,
          booths: booths as ('booth1' | 'booth2')[],
          timeline: {
            setupStart: q.timeline.setupStart.toISOString(),
            start: q.timeline.start.toISOString(),
            end: q.timeline.end.toISOString(),
          },
          rescheduleCount: count,
          ...price,
          ...dueDates,
          history: withHistory(booking, {
            actor,
            now,
            action: free ? 'Rescheduled (free reschedule)' : `Rescheduled (reschedule #${count})`,
            amountCents: input.reprice ? q.quote.totalCents : undefined,
            note: `${from} → ${to}${input.reprice ? '; re-priced' : ''}`,
          }),
        },
      })
      if (ownsTransaction) {
        await commitTransaction(req)
        await runAfterCommit(req)
      }
      if (updated.status === 'confirmed')
        await notifyBooking({ req, booking: updated, event: 'confirmed' })
      return { ok: true, booking: updated, free }
    } catch (error) {
      await killTransaction(req)
      if (!isBoothContention(error)) throw error
    }
  }
  return { ok: false, code: 'slot_taken' }
}
