import { formatDateLong as formatEventDate, formatDuration } from '@kernel'
import { balanceRows } from './balanceRows'
import type { EmailBooking, EmailSite, RenderedEmail } from './emailTypes'
import { renderEmail, type Block } from '@email'

const eventRows = (b: EmailBooking): [string, string][] => [
  ['Booking', b.reference],
  ['Date', formatEventDate(b.eventDate)],
  ['Setup begins', b.times.setup],
  ['Photo booth', `${b.times.start} – ${b.times.end} (Winnipeg time)`],
  ['Location', b.address],
  ['Package', `${b.packageName} (${formatDuration(b.durationMinutes, 'minutes')})`],
  ['Backdrop', b.backdropName],
  ...b.addOns.map((a): [string, string] => ['Add-on', `${a.label} — ${a.price.text}`]),
]

const moneyRows = (b: EmailBooking): [string, string][] => [
  ...b.lines.map((l): [string, string] => [l.label, l.amount.text]),
  ['Total (taxes included)', b.totalAmount.text],
  ['Paid', b.amountPaid.text],
  ...balanceRows(b),
]

const contact = (s: EmailSite): Block =>
  `Questions? Call or text ${s.businessPhone} or email ${s.businessEmail}.`

export function confirmationEmail(b: EmailBooking, s: EmailSite): RenderedEmail {
  return renderEmail(`Your photo booth is booked: ${formatEventDate(b.eventDate)}`, [
    `Hi ${b.firstName}, thank you for booking with ${s.businessName}! Your date is confirmed and a booth is reserved for you.`,
    { heading: 'Your event' },
    { rows: eventRows(b) },
    { heading: 'Payment' },
    ...b.notices,
    { rows: moneyRows(b) },
    { link: ['View your booking', b.link] },
    'Reschedule, cancel, pay the balance, add it to your calendar or send us your set-up details any time:',
    { link: ['Manage your booking', b.manageLink] },
    { heading: 'Next steps' },
    'Please keep a space of about 10 by 10 feet (minimum 8 by 8) near a power outlet. Our attendant arrives at the setup time above.',
    'Your online gallery is ready within 24 hours after the event, and photos are kept for 60 days.',
    'The calendar file attached adds the event to your calendar.',
    contact(s),
  ])
}

export function businessNotificationEmail(b: EmailBooking, s: EmailSite): RenderedEmail {
  return renderEmail(
    `New booking ${b.reference}: ${b.firstName} ${b.lastName}, ${formatEventDate(b.eventDate)}`,
    [
      {
        rows: [
          ['Customer', `${b.firstName} ${b.lastName}`],
          ['Email', b.email],
          ['Phone', b.phone],
        ],
      },
      { rows: eventRows(b) },
      { rows: moneyRows(b) },
      { link: ['Open in admin', `${s.siteUrl}/admin/collections/bookings`] },
    ],
  )
}

export function refundEmail(b: EmailBooking, s: EmailSite): RenderedEmail {
  return renderEmail(
    `Your payment was refunded: ${formatEventDate(b.eventDate)} is no longer available`,
    [
      `Hi ${b.firstName}, we're sorry: your payment reached us after the hold on your time slot expired, and the slot was booked by someone else in the meantime.`,
      `We have refunded ${b.refunded.text} in full to your original payment method (allow 5-10 business days). Booking ${b.reference} is cancelled.`,
      'We would love to find you another time: reply to this email or book again online.',
      { link: ['Choose another time', `${s.siteUrl}/booking`] },
      { link: ['Manage your booking', b.manageLink] },
      contact(s),
    ],
  )
}

export function staffRefundAlert(b: EmailBooking): RenderedEmail {
  return renderEmail(`Automatic refund: ${b.reference} lost its slot`, [
    `A payment for ${b.reference} (${b.firstName} ${b.lastName}, ${b.email}, ${b.phone}) arrived after its hold expired and the slot was taken. ${b.refunded.text} was refunded automatically.`,
    { rows: eventRows(b) },
    'Please reach out to the customer to offer another time.',
  ])
}

export function balanceReminderEmail(b: EmailBooking, s: EmailSite): RenderedEmail {
  return renderEmail(
    `Balance of ${b.remainingBalance.text} due ${formatEventDate(b.balanceDueDate)}`,
    [
      `Hi ${b.firstName}, your photo booth event on ${formatEventDate(b.eventDate)} is coming up!`,
      `The remaining balance of ${b.remainingBalance.text} is due by ${formatEventDate(b.balanceDueDate)}. You can pay it securely online:`,
      { link: ['Pay the balance', b.balanceLink] },
      { rows: eventRows(b) },
      { link: ['Manage your booking', b.manageLink] },
      contact(s),
    ],
  )
}

export function balanceReceiptEmail(b: EmailBooking, s: EmailSite): RenderedEmail {
  return renderEmail(`Balance received for ${formatEventDate(b.eventDate)}`, [
    `Hi ${b.firstName}, thank you: your booking ${b.reference} is now paid in full (${b.amountPaid.text}).`,
    { link: ['View your booking', b.link] },
    { link: ['Manage your booking', b.manageLink] },
    contact(s),
  ])
}
