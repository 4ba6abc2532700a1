import { formatDateLong as formatEventDate, type Money } from '@kernel'
import type { EmailBooking, EmailSite, RenderedEmail } from './emailTypes'
import { renderEmail } from '@email'

export type CancellationDetails = { refund: Money; reason: string | null }

const contact = (s: EmailSite) =>
  `Questions? Call or text ${s.businessPhone} or email ${s.businessEmail}.`

export function cancellationEmail(
  b: EmailBooking,
  s: EmailSite,
  c: CancellationDetails,
): RenderedEmail {
  return renderEmail(`Your booking ${b.reference} is cancelled`, [
    `Hi ${b.firstName}, your photo booth booking for ${formatEventDate(b.eventDate)} is cancelled and its date is released.`,
    {
      rows: [
        ['Booking', b.reference],
        ['Paid', b.amountPaid.text],
        ['Refund', c.refund.text],
      ],
    },
    c.refund.cents > 0
      ? 'The refund goes back to the way you paid; card refunds take 5 to 10 business days to appear.'
      : 'Under our cancellation terms no refund applies at this notice.',
    { link: ['Manage your booking', b.manageLink] },
    contact(s),
  ])
}

export function staffCancellationAlert(b: EmailBooking, c: CancellationDetails): RenderedEmail {
  return renderEmail(`Cancelled: ${b.reference}, ${formatEventDate(b.eventDate)}`, [
    {
      rows: [
        ['Customer', `${b.firstName} ${b.lastName}`],
        ['Phone', b.phone],
        ['Paid', b.amountPaid.text],
        ['Refund', c.refund.text],
        ...(c.reason ? [['Reason', c.reason] as [string, string]] : []),
      ],
    },
  ])
}

export function paymentLinkEmail(b: EmailBooking, s: EmailSite): RenderedEmail {
  const due = b.paymentType === 'deposit' ? 'deposit' : 'payment'
  return renderEmail(`Complete your booking ${b.reference}`, [
    `Hi ${b.firstName}, thank you for calling ${s.businessName}! Your date is on hold. Pay the ${due} online to confirm it.`,
    {
      rows: [
        ['Booking', b.reference],
        ['Date', formatEventDate(b.eventDate)],
        ['Photo booth', `${b.times.start} – ${b.times.end} (Winnipeg time)`],
        ['Package', b.packageName],
        ['Total (taxes included)', b.totalAmount.text],
      ],
    },
    { link: ['Pay securely online', b.balanceLink] },
    { link: ['Manage your booking', b.manageLink] },
    contact(s),
  ])
}
