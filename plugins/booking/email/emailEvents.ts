// Which emails each booking event sends, and to whom: the one table (docs/emails.md shows it).
import {
  balanceReceiptEmail,
  balanceReminderEmail,
  businessNotificationEmail,
  confirmationEmail,
  refundEmail,
  staffRefundAlert,
} from './bookingEmails'
import { changedEmail, rescheduledEmail, resentConfirmationEmail } from './changeEmails'
import { SCHEDULE_CHANGED_ACTION } from '../core/replanInstalments'
import type { EmailBooking, EmailSite, RenderedEmail } from './emailTypes'
import { followUpEmail } from './followUpEmail'
import {
  instalmentFailedEmail,
  instalmentNoticeEmail,
  instalmentPaidEmail,
} from './instalmentEmails'
import { tipReceiptEmail } from './tipEmails'
import { ownerBalancePaidEmail, ownerChangedEmail, ownerRescheduledEmail } from './ownerEmails'
import {
  cancellationEmail,
  paymentLinkEmail,
  staffCancellationAlert,
  type CancellationDetails,
} from './staffActionEmails'

/** What an event's emails say beyond the booking: the change it made, the refund it gave. */
export type EventFacts = {
  note: string | null
  cancellation: CancellationDetails
  /** The payment schedule the change re-planned ('date: amount; …'), when it changed. */
  schedule?: string | null
}

type Template = (b: EmailBooking, s: EmailSite, f: EventFacts) => RenderedEmail

export type EventEmails = {
  customer: Template
  /** The business's copy; null: the owner hears nothing (resends, reminders, links). */
  owner: Template | null
  /** The customer's email carries the booking's calendar file. */
  calendar?: boolean
}

const customerOnly = (customer: Template): EventEmails => ({ customer, owner: null })

export const EMAIL_EVENTS = {
  /** Booked: the first payment confirmed it. */
  confirmed: {
    customer: confirmationEmail,
    owner: businessNotificationEmail,
    calendar: true,
  },
  changed: {
    customer: (b, s, f) => changedEmail(b, s, f.note, f.schedule ?? null),
    owner: (b, s, f) => ownerChangedEmail(b, s, f.note),
    calendar: true,
  },
  rescheduled: {
    customer: (b, s, f) => rescheduledEmail(b, s, f.note, f.schedule ?? null),
    owner: (b, s, f) => ownerRescheduledEmail(b, s, f.note),
    calendar: true,
  },
  cancelled: {
    customer: (b, s, f) => cancellationEmail(b, s, f.cancellation),
    owner: (b, _s, f) => staffCancellationAlert(b, f.cancellation),
  },
  /** A payment after the first (the balance, or part of it offline). */
  balance: { customer: balanceReceiptEmail, owner: ownerBalancePaidEmail },
  /** The money arrived after the slot was lost: refunded in full. */
  refunded: { customer: refundEmail, owner: (b) => staffRefundAlert(b) },
  /** Staff "Resend confirmation": the customer's copy only. */
  resent: { customer: resentConfirmationEmail, owner: null, calendar: true },
  balance_reminder: customerOnly(balanceReminderEmail),
  payment_link: customerOnly(paymentLinkEmail),
  details_request: customerOnly(followUpEmail.details_request),
  details_reminder: customerOnly(followUpEmail.details_reminder),
  thank_you: customerOnly(followUpEmail.thank_you),
  new_link: customerOnly(followUpEmail.new_link),
  /** The customer asked the site for their link again (Manage my booking). */
  link_requested: customerOnly(followUpEmail.link_requested),
  /** Payment schedules (issue 35): 3 days before a charge, a part paid, a charge failed. */
  instalment_notice: customerOnly(instalmentNoticeEmail),
  instalment_paid: customerOnly(instalmentPaidEmail),
  instalment_failed: customerOnly((b, s, f) => instalmentFailedEmail(b, s, f.note)),
  /** A tip for the attendant (issue 35): its receipt, without tax. */
  tip: customerOnly((b, s, f) => tipReceiptEmail(b, s, f.note)),
} satisfies Record<string, EventEmails>

export type BookingEmailEvent = keyof typeof EMAIL_EVENTS

/** The history entry whose note says what the event changed. */
export const EVENT_NOTE_ACTION: Partial<Record<BookingEmailEvent, RegExp>> = {
  changed: /^Booking changed$/,
  rescheduled: /^Rescheduled\b/,
  instalment_failed: /^Automatic payment (declined|needs authentication)/,
  tip: /^Tip received$/,
}

/** The latest note of the history entry an event wrote, for its email. */
export function eventNote(
  event: BookingEmailEvent,
  history: { action?: string | null; note?: string | null }[] | null | undefined,
): string | null {
  const action = EVENT_NOTE_ACTION[event]
  if (!action) return null
  const entry = [...(history ?? [])].reverse().find((h) => action.test(h.action ?? ''))
  return entry?.note ?? null
}

/**
 * The new payment schedule a change or reschedule wrote (its history entry right after the
 * event's own), for that event's email: one email tells the customer both. Null when the
 * schedule stayed as it was.
 */
export function scheduleNote(
  event: BookingEmailEvent,
  history: { action?: string | null; note?: string | null }[] | null | undefined,
): string | null {
  if (event !== 'changed' && event !== 'rescheduled') return null
  const entries = history ?? []
  const last = entries.at(-1)
  const own = entries.at(-2)
  if (last?.action !== SCHEDULE_CHANGED_ACTION || !own) return null
  return EVENT_NOTE_ACTION[event]!.test(own.action ?? '') ? (last.note ?? null) : null
}
