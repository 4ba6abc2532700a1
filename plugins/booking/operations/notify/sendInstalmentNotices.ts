import type { PayloadRequest } from 'payload'

import { addDaysToDateString, formatCad, formatDateLong } from '@kernel'
import { BUSINESS_TIME_ZONE, todayInZone } from '@kernel/time'
import { BOOKING_STATUS, moneyState, patchInstalment } from '../../core'

import { inTransaction } from '@server-kit'

import { lockBooking } from '../records/lockBooking'
import { instalmentNoticeText } from '../../core/customerTexts'
import { notifyBooking } from './notifyBooking'
import { textCustomer } from './textCustomer'
import { storedPlan } from '../payments/planFields'

/** How many days before an automatic charge (or a plan's due date) the customer is told. */
export const NOTICE_DAYS_BEFORE = 3

/**
 * Records the notice on the plan as it is now: under the booking's row lock, re-read, so a
 * re-plan or payment made while the email went out is never overwritten by the job's old copy.
 */
async function markNoticeSent(req: PayloadRequest, bookingId: number, id: string, due: string) {
  await inTransaction(req, async () => {
    await lockBooking(req, bookingId)
    const fresh = await req.payload.findByID({
      collection: 'bookings',
      id: bookingId,
      depth: 0,
      req,
    })
    const plan = storedPlan(fresh.paymentPlan)
    if (!plan?.instalments.some((p) => p.id === id)) return
    await req.payload.update({
      collection: 'bookings',
      id: bookingId,
      data: { paymentPlan: patchInstalment(plan, id, { noticeFor: due }) },
      depth: 0,
      req,
    })
  })
}

/**
 * One email per part, 3 days before its due date: the amount, the date, a link to pay now with
 * another card and one to turn automatic payments off. The date it was sent for is recorded
 * in the plan, so a moved due date gets its own notice.
 */
export async function sendInstalmentNotices(args: { req: PayloadRequest; now: Date }) {
  const { req, now } = args
  const today = todayInZone(now, BUSINESS_TIME_ZONE)
  const { docs } = await req.payload.find({
    collection: 'bookings',
    where: {
      and: [
        { status: { equals: BOOKING_STATUS.confirmed } },
        { nextChargeOn: { less_than_equal: addDaysToDateString(today, NOTICE_DAYS_BEFORE) } },
        { nextChargeOn: { greater_than: today } },
        // A balance without a plan or saved card keeps its reminder (sendBalanceReminders).
        { or: [{ autopay: { equals: true } }, { paymentType: { equals: 'plan' } }] },
      ],
    },
    limit: 200,
    depth: 0,
    req,
  })
  let sent = 0
  for (const booking of docs) {
    const plan = storedPlan(booking.paymentPlan)
    const next = moneyState(booking).nextInstalment
    const stored = plan?.instalments.find((p) => p.id === next?.id)
    if (
      !plan ||
      !next ||
      !stored ||
      next.status !== 'scheduled' ||
      stored.noticeFor === next.dueDate
    )
      continue
    if (!(await notifyBooking({ req, booking, event: 'instalment_notice' }))) continue
    await markNoticeSent(req, booking.id, stored.id, next.dueDate)
    const [amount, due] = [formatCad(next.amountCents), formatDateLong(next.dueDate)]
    await textCustomer(req, booking, {
      kind: 'instalment_notice',
      text: (business) => instalmentNoticeText(business, amount, due, Boolean(booking.autopay)),
      dedupeKey: `instalment_notice:${booking.id}:${stored.id}:${next.dueDate}`,
    })
    sent++
  }
  return sent
}
