// The emails of a booking that changed after it was booked: each says what changed (issue 37:
// after a reschedule the customer got "Your photo booth is booked…" with no word of the old date).
import { formatDateLong as formatEventDate } from '@kernel'

import { balanceRows } from './balanceRows'
import type { EmailBooking, EmailSite, RenderedEmail } from './emailTypes'
import { renderEmail, type Block } from '@email'

/** A history note ('Package: Classic → Ultimate; Total $299.00 → $399.00') as rows. */
export function changeRows(note: string | null): [string, string][] {
  return (note ?? '')
    .split('; ')
    .filter(Boolean)
    .map((part): [string, string] => {
      const labelled = part.match(/^([^:]+): (.*)$/) ?? part.match(/^(\S+) (.*)$/)
      return labelled ? [labelled[1]!, labelled[2]!] : ['Change', part]
    })
}

/** A reschedule's note ('Saturday, … 2:00 PM → Sunday, … 3:00 PM') as its from and to. */
export function movedFromTo(note: string | null): { from: string; to: string } | null {
  const [from, to] = (note ?? '').split('; ')[0]!.split(' → ')
  return from && to ? { from, to } : null
}

const contact = (s: EmailSite): Block =>
  `Questions? Call or text ${s.businessPhone} or email ${s.businessEmail}.`

const now = (b: EmailBooking): [string, string][] => [
  ['Date', formatEventDate(b.eventDate)],
  ['Photo booth', `${b.times.start} – ${b.times.end} (Winnipeg time)`],
  ['Package', b.packageName],
  ['Backdrop', b.backdropName],
  ...b.addOns.map((a): [string, string] => ['Add-on', a.label]),
]

const money = (b: EmailBooking): [string, string][] => [
  ['Total (taxes included)', b.totalAmount.text],
  ['Paid', b.amountPaid.text],
  ...(b.refunded.cents > 0 ? [['Refunded', b.refunded.text] as [string, string]] : []),
  ...(b.planSentence && b.remainingBalance.cents > 0
    ? balanceRows(b)
    : [
        [
          'Balance',
          b.remainingBalance.cents > 0
            ? `${b.remainingBalance.text} due ${formatEventDate(b.balanceDueDate)}`
            : 'Paid in full',
        ] as [string, string],
      ]),
]

/** The parts still to pay after a change re-planned them, each with its date and amount. */
const newSchedule = (schedule: string | null): Block[] =>
  schedule
    ? [
        { heading: 'Your new payment schedule' },
        'The payments still to come are planned again for this change:',
        { rows: changeRows(schedule) },
      ]
    : []

export function changedEmail(
  b: EmailBooking,
  s: EmailSite,
  note: string | null,
  schedule: string | null = null,
): RenderedEmail {
  return renderEmail(`Booking updated: ${b.reference}, what changed`, [
    `Hi ${b.firstName}, your booking for ${formatEventDate(b.eventDate)} is changed as you asked.`,
    { heading: 'What changed' },
    { rows: changeRows(note) },
    { heading: 'Your booking now' },
    { rows: now(b) },
    { heading: 'Payment' },
    { rows: money(b) },
    ...newSchedule(schedule),
    { link: ['Manage your booking', b.manageLink] },
    'The calendar file attached replaces the earlier one.',
    contact(s),
  ])
}

export function rescheduledEmail(
  b: EmailBooking,
  s: EmailSite,
  note: string | null,
  schedule: string | null = null,
): RenderedEmail {
  const moved = movedFromTo(note)
  return renderEmail(`Your booking ${b.reference} is moved to ${formatEventDate(b.eventDate)}`, [
    `Hi ${b.firstName}, your photo booth booking has a new date and time.`,
    {
      rows: [
        ['From', moved?.from ?? 'your earlier date'],
        ['To', moved?.to ?? `${formatEventDate(b.eventDate)}, ${b.times.start}`],
        ['Setup begins', b.times.setup],
        ['Photo booth', `${b.times.start} – ${b.times.end} (Winnipeg time)`],
      ],
    },
    'The price stays the same. The earlier date is released; the calendar file attached replaces the earlier one.',
    { rows: money(b) },
    ...newSchedule(schedule),
    { link: ['Manage your booking', b.manageLink] },
    contact(s),
  ])
}

export function resentConfirmationEmail(b: EmailBooking, s: EmailSite): RenderedEmail {
  return renderEmail(`A copy of your booking ${b.reference}: ${formatEventDate(b.eventDate)}`, [
    `Hi ${b.firstName}, as asked, here is your booking again. Nothing has changed.`,
    { rows: now(b) },
    { rows: money(b) },
    { link: ['Manage your booking', b.manageLink] },
    'The calendar file attached adds the event to your calendar.',
    contact(s),
  ])
}
