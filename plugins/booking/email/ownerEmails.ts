// The owner's one email per booking event (issue 37: a booking, a change and a resend read as
// three "New booking" emails). Resends, reminders and links send the owner nothing.
import { formatDateLong as formatEventDate } from '@kernel'

import { changeRows, movedFromTo } from './changeEmails'
import type { EmailBooking, EmailSite, RenderedEmail } from './emailTypes'
import { renderEmail } from '@email'

const who = (b: EmailBooking): [string, string][] => [
  ['Customer', `${b.firstName} ${b.lastName}`],
  ['Email', b.email],
  ['Phone', b.phone],
]

const totals = (b: EmailBooking): [string, string][] => [
  ['Total', b.totalAmount.text],
  ['Paid', b.amountPaid.text],
  ['Balance', b.remainingBalance.text],
]

const admin = (s: EmailSite): [string, string] => [
  'Open in admin',
  `${s.siteUrl}/admin/collections/bookings`,
]

export function ownerChangedEmail(
  b: EmailBooking,
  s: EmailSite,
  note: string | null,
): RenderedEmail {
  return renderEmail(
    `Changed ${b.reference}: ${b.firstName} ${b.lastName}, ${formatEventDate(b.eventDate)}`,
    [
      { rows: who(b) },
      { heading: 'What changed' },
      { rows: changeRows(note) },
      { rows: totals(b) },
      { link: admin(s) },
    ],
  )
}

export function ownerRescheduledEmail(
  b: EmailBooking,
  s: EmailSite,
  note: string | null,
): RenderedEmail {
  const moved = movedFromTo(note)
  return renderEmail(`Rescheduled ${b.reference}: now ${formatEventDate(b.eventDate)}`, [
    { rows: who(b) },
    {
      rows: [
        ['From', moved?.from ?? '—'],
        ['To', moved?.to ?? `${formatEventDate(b.eventDate)}, ${b.times.start}`],
      ],
    },
    { link: admin(s) },
  ])
}

export function ownerBalancePaidEmail(b: EmailBooking, s: EmailSite): RenderedEmail {
  const full = b.remainingBalance.cents <= 0
  const what = full ? 'Balance paid' : 'Payment received'
  return renderEmail(`${what} ${b.reference}: ${b.firstName} ${b.lastName}`, [
    full
      ? `${b.reference} for ${formatEventDate(b.eventDate)} is paid in full.`
      : `A payment for ${b.reference} (${formatEventDate(b.eventDate)}) came in; a balance remains.`,
    { rows: [...who(b), ...totals(b)] },
    { link: admin(s) },
  ])
}
