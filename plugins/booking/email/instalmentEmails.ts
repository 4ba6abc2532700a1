// The payment schedule's emails (issue 35): the notice 3 days before a charge, a receipt for a
// part paid, and what to do after a decline or when the bank asks the customer to authenticate.
import { formatDateLong as formatDate } from '@kernel'
import { cardLabel } from '../core/chargeNowMessage'
import type { EmailBooking, EmailSite, RenderedEmail } from './emailTypes'
import { renderEmail, type Block } from '@email'

const contact = (s: EmailSite): Block =>
  `Questions? Call or text ${s.businessPhone} or email ${s.businessEmail}.`
// 'your Visa ending in 4242' (the gateway's brand code in words), as staff and the manage page say.
const card = (b: EmailBooking) =>
  b.cardOnFile ? `your ${cardLabel(b.cardOnFile)}` : 'your saved card'
/** The balance page for this part only (the whole balance when it is the last part). */
const payPart = (b: EmailBooking) =>
  b.nextInstalment ? `${b.balanceLink}&amount=${b.nextInstalment.amount.cents}` : b.balanceLink
const part = (b: EmailBooking) =>
  b.nextInstalment ?? { amount: b.remainingBalance, dueDate: b.balanceDueDate }

export function instalmentNoticeEmail(b: EmailBooking, s: EmailSite): RenderedEmail {
  const p = part(b)
  const auto = b.autopay
  return renderEmail(
    `Payment of ${p.amount.text} ${auto ? 'will be charged' : 'due'} ${formatDate(p.dueDate)}`,
    [
      `Hi ${b.firstName}, this is a reminder about your photo booth booking ${b.reference} on ${formatDate(b.eventDate)}.`,
      auto
        ? `On ${formatDate(p.dueDate)} we will charge ${p.amount.text} to ${card(b)}, as you authorized. Nothing to do if that suits you.`
        : `A payment of ${p.amount.text} is due on ${formatDate(p.dueDate)}.`,
      { link: ['Pay now with another card', payPart(b)] },
      auto
        ? { link: ['Turn off automatic payments', b.manageLink] }
        : { link: ['Manage your booking', b.manageLink] },
      contact(s),
    ],
  )
}

export function instalmentPaidEmail(b: EmailBooking, s: EmailSite): RenderedEmail {
  const next = b.nextInstalment
  return renderEmail(`Payment received for ${formatDate(b.eventDate)}`, [
    `Hi ${b.firstName}, thank you: we received a payment for booking ${b.reference}. You have paid ${b.amountPaid.text} of ${b.totalAmount.text}.`,
    ...(b.nextPayment && b.planSentence
      ? [`${b.nextPayment}.`]
      : next
        ? [`Next: ${next.amount.text} due ${formatDate(next.dueDate)}.`]
        : []),
    { link: ['Your payment schedule', b.manageLink] },
    contact(s),
  ])
}

export function instalmentFailedEmail(
  b: EmailBooking,
  s: EmailSite,
  note: string | null,
): RenderedEmail {
  const p = part(b)
  const sca = /authenticat/i.test(note ?? '')
  return renderEmail(
    sca
      ? `Please confirm your payment of ${p.amount.text}`
      : `Your payment of ${p.amount.text} did not go through`,
    [
      `Hi ${b.firstName}, we tried to charge ${p.amount.text} to ${card(b)} for booking ${b.reference} on ${formatDate(b.eventDate)}.`,
      sca
        ? 'Your bank asks you to confirm this payment yourself. It takes a minute:'
        : `It was declined${note ? ` (${note})` : ''}. Please pay with this link, or use another card:`,
      { link: [sca ? 'Confirm the payment' : 'Pay now', payPart(b)] },
      { link: ['Manage your booking', b.manageLink] },
      contact(s),
    ],
  )
}
