import type { PayloadRequest } from 'payload'

import { BOOKING_STATUS } from '../../core'
import { BUSINESS_TIME_ZONE, todayInZone } from '@kernel/time'
import { addDaysToDateString, formatCad, formatDateLong } from '@kernel'
import { issueBalanceInvoice } from '../documents/issueReceipts'
import { notifyBooking } from './notifyBooking'
import { textCustomer } from './textCustomer'
import { balanceNoticeText } from '../../core/customerTexts'

/** How many days before the due date (the day before the event) the reminder goes out. */
export const REMINDER_DAYS_BEFORE_DUE = 3

/**
 * One reminder per confirmed deposit booking whose balance falls due within a few days.
 * Idempotent: the sent time is recorded, and a booking with nothing left to pay is skipped.
 */
export async function sendBalanceReminders({
  req,
  now,
}: {
  req: PayloadRequest
  now: Date
}): Promise<number> {
  const today = todayInZone(now, BUSINESS_TIME_ZONE)
  const { docs } = await req.payload.find({
    collection: 'bookings',
    where: {
      and: [
        { status: { equals: BOOKING_STATUS.confirmed } },
        { remainingBalanceCents: { greater_than: 0 } },
        { balanceReminderSentAt: { exists: false } },
        // A plan or a saved card has its own notice before each part (sendInstalmentNotices).
        { autopay: { not_equals: true } },
        { paymentType: { not_equals: 'plan' } },
        {
          balanceDueDate: { less_than_equal: addDaysToDateString(today, REMINDER_DAYS_BEFORE_DUE) },
        },
        { eventDate: { greater_than_equal: today } },
      ],
    },
    limit: 100,
    depth: 0,
    req,
  })
  let sent = 0
  for (const booking of docs) {
    // Numbered in its own transaction before the email: a failed send keeps it for the retry.
    const invoice = await issueBalanceInvoice({ req, booking, now })
    if (await notifyBooking({ req, booking, event: 'balance_reminder', documents: [invoice] })) {
      await req.payload.update({
        collection: 'bookings',
        id: booking.id,
        data: { balanceReminderSentAt: now.toISOString() },
        depth: 0,
        req,
      })
      const amount = formatCad(booking.remainingBalanceCents ?? 0)
      const due = formatDateLong(booking.balanceDueDate)
      await textCustomer(req, booking, {
        kind: 'balance_reminder',
        text: (business) => balanceNoticeText(business, amount, due),
        dedupeKey: `balance_reminder:${booking.id}:${booking.balanceDueDate}`,
      })
      sent++
    }
  }
  return sent
}
