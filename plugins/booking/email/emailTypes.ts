// Plain data the email templates render: no Payload, no clock, no env. The site block and the
// rendered email are the shared email package's (@email).
import type { Money } from '@kernel'

export type { EmailSite, RenderedEmail } from '@email'

export type EmailBooking = {
  reference: string
  firstName: string
  lastName: string
  email: string
  phone: string
  address: string
  eventDate: string
  packageName: string
  /** The package's price as booked: the tip presets are percentages of it (optional in fixtures). */
  packagePriceCents?: number
  durationMinutes: number
  backdropName: string
  /** `label` reads like the success page: 'Two Photo Booths (4 h)'. */
  addOns: { name: string; label: string; quantity: number; price: Money }[]
  lines: { label: string; amount: Money }[]
  timeline: { setupStart: string; start: string; end: string }
  /** Winnipeg wall-clock times, formatted. */
  times: { setup: string; start: string; end: string }
  totalAmount: Money
  amountPaid: Money
  remainingBalance: Money
  refunded: Money
  paymentType: 'full' | 'deposit' | 'plan'
  balanceDueDate: string
  /** The first part of the schedule not paid yet, and whether the saved card will be charged. */
  nextInstalment: { amount: Money; dueDate: string; status: string } | null
  /** The plan as chosen, in words (core/scheduleWords); null unless it is instalments. */
  planSentence: string | null
  /** What is owed next, as the manage page says it; null when nothing is. */
  nextPayment: string | null
  autopay: boolean
  cardOnFile: { brand: string; last4: string } | null
  /** The booking page with its access token. */
  link: string
  balanceLink: string
  /** The manage page: view, pay, reschedule, cancel, calendar file, event details. */
  manageLink: string
  /** Set by staff after the event. */
  galleryUrl: string | null
  /** Offer the welcome-screen text field (a package feature, e.g. Ultimate). */
  welcomeScreen: boolean
  /** Said to the customer before the amounts (e.g. a promo discount not applied). */
  notices: string[]
}
