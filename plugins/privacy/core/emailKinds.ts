// Every email the site sends, transactional or commercial (CASL): the one table
// (docs/privacy-and-casl.md shows it). A commercial kind names the list its unsubscribe stops.

/** What an unsubscribe stops, per address: each list, or every commercial email ('all'). */
export const COMMERCIAL_LISTS = ['cart_reminders', 'newsletter', 'marketing'] as const
export type CommercialList = (typeof COMMERCIAL_LISTS)[number]
export type UnsubscribeScope = CommercialList | 'all'

export const LIST_LABELS: Record<UnsubscribeScope, string> = {
  cart_reminders: 'reminders about an unfinished booking',
  newsletter: 'the newsletter',
  marketing: 'review requests and offers',
  all: 'every marketing email',
}

export type EmailClass =
  | { class: 'transactional'; why: string }
  | { class: 'commercial'; list: CommercialList; why: string }

const t = (why: string) => ({ class: 'transactional' as const, why })
const c = <L extends CommercialList>(list: L, why: string) => ({
  class: 'commercial' as const,
  list,
  why,
})

export const EMAIL_KINDS = {
  // Booking events (plugins/booking/email/emailEvents.ts): the purchase and its service.
  confirmed: t('confirms a purchase (with its receipt)'),
  changed: t('confirms a change the customer or staff made'),
  rescheduled: t('confirms a new date or time'),
  cancelled: t('confirms a cancellation and its refund'),
  balance: t('a receipt for a payment'),
  refunded: t('says a payment was refunded'),
  resent: t('a copy of the confirmation, on request'),
  balance_reminder: t('a reminder of an amount owed'),
  payment_link: t('the link to finish a booking the customer asked for'),
  instalment_notice: t('says when a scheduled payment will be charged, and how much'),
  instalment_paid: t('a receipt for a scheduled payment'),
  instalment_failed: t('says a scheduled payment failed, with a link to pay'),
  tip: t('a receipt for a tip the customer left'),
  details_request: t('asks for what the booked event needs'),
  details_reminder: t('asks again for what the booked event needs'),
  new_link: t('the manage link'),
  link_requested: t('the manage link again, which the customer asked the site for'),
  gallery_ready: t("the event's photo gallery the customer bought, once photos arrive"),
  gallery_expiring: t('says when the bought gallery will be deleted, to download it first'),
  owner_copy: t("the business's own copy of a booking event"),
  // After the event: the gallery link with a request for a review.
  thank_you: c('marketing', 'asks for a review after the event'),
  // Other plugins.
  cart_reminder: c('cart_reminders', 'invites the visitor back to an unfinished booking'),
  newsletter: c('newsletter', 'news and offers'),
  newsletter_confirm: t('confirms a sign-up the person asked for (double opt-in)'),
  chat_reply: t("staff's answer to the visitor's own chat question"),
  inquiry_notification: t('a visitor message, to the business'),
  inquiry_ack: t('acknowledges a message the visitor sent, with when to expect an answer'),
  // A follow-up about the customer's own event, no offer in it (issue 54).
  review_request: t('asks the customer how their event went, once the gallery arrived'),
  review_reminder: t('asks once more how the event went, five days later'),
  staff_alert: t('an alert to the business (integrations)'),
  test_email: t('the go-live test email, to the business'),
  password_reset: t('a password reset the user asked for'),
} satisfies Record<string, EmailClass>

export type EmailKind = keyof typeof EMAIL_KINDS
export type CommercialKind = {
  [K in EmailKind]: (typeof EMAIL_KINDS)[K] extends { class: 'commercial' } ? K : never
}[EmailKind]

export const isEmailKind = (kind: string): kind is EmailKind => kind in EMAIL_KINDS

/** The list a kind belongs to, or null for a transactional kind. */
export function listOf(kind: EmailKind): CommercialList | null {
  const entry: EmailClass = EMAIL_KINDS[kind]
  return entry.class === 'commercial' ? entry.list : null
}
