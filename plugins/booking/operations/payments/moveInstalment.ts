import type { PayloadRequest } from 'payload'

import { inTransaction } from '@server-kit'
import { formatDateLong } from '@kernel'
import { BUSINESS_TIME_ZONE, todayInZone } from '@kernel/time'

import { isOpen, moneyState, patchInstalment } from '../../core'
import type { Booking } from '../../types'

import type { Actor } from '../../results'
import type { ActionFailure } from '../records/bookingActionCodes'
import { lockBooking } from '../records/lockBooking'
import { nextChargeOn, storedPlan } from './planFields'
import { updateBookingWithHistory } from '../records/updateBookingWithHistory'
import { recordAddendum } from '../changes/recordAddendum'

/**
 * Staff "Move due date" for an open part, under the booking's row lock: from today to the day
 * before the event, and between its neighbours so the parts stay in date order (they are paid
 * in that order). Its notice and failures start afresh; the history says from and to.
 */
export function moveInstalment(args: {
  req: PayloadRequest
  bookingId: number
  instalmentId: string
  dueDate: string
  actor: Actor
  now: Date
}): Promise<{ ok: true; booking: Booking } | ActionFailure> {
  const { req, bookingId, instalmentId, dueDate, now } = args
  const bad = (message: string): ActionFailure => ({
    ok: false,
    code: 'invalid_input',
    field: 'dueDate',
    message,
  })
  return inTransaction(
    req,
    async () => {
      await lockBooking(req, bookingId)
      const booking = await req.payload.findByID({
        collection: 'bookings',
        id: bookingId,
        depth: 0,
        req,
        disableErrors: true,
      })
      if (!booking) return { ok: false, code: 'not_found' } as const
      const plan = storedPlan(booking.paymentPlan)
      const money = moneyState(booking)
      const index = plan?.instalments.findIndex((p) => p.id === instalmentId) ?? -1
      const entry = money.schedule.find((p) => p.id === instalmentId)
      if (!plan || index < 0 || !entry)
        return {
          ok: false,
          code: 'not_found',
          message: 'This payment is not in the schedule.',
        } as const
      if (!isOpen(booking.status) || entry.status === 'paid' || entry.status === 'cancelled')
        return {
          ok: false,
          code: 'not_allowed_in_status',
          message: 'Only an open payment can be moved.',
        } as const
      const today = todayInZone(now, BUSINESS_TIME_ZONE)
      const before = plan.instalments[index - 1]?.dueDate ?? today
      const after = plan.instalments[index + 1]?.dueDate ?? booking.eventDate
      if (dueDate < today || dueDate >= booking.eventDate)
        return bad('The due date must be from today to the day before the event.')
      if (dueDate < before || dueDate > after)
        return bad(
          `The due date must stay between the payments around it (${formatDateLong(before)} to ${formatDateLong(after)}).`,
        )
      const moved = patchInstalment(plan, instalmentId, {
        dueDate,
        noticeFor: null,
        failure: null,
        retryOn: null,
        attempts: 0,
      })
      const updated = await updateBookingWithHistory({
        req,
        booking,
        data: { paymentPlan: moved, nextChargeOn: nextChargeOn(moved, money.netPaidCents) },
        entry: {
          actor: args.actor,
          now,
          action: 'Payment due date moved',
          amountCents: entry.amountCents,
          note: `${formatDateLong(entry.dueDate)} → ${formatDateLong(dueDate)}`,
        },
      })
      // A moved due date changes the agreed schedule: an addendum in this same change.
      const withAddendum = await recordAddendum({ req, booking: updated, now })
      return { ok: true, booking: withAddendum } as const
    },
    (r) => r.ok,
  )
}
