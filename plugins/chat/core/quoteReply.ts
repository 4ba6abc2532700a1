import { formatCad, formatDateLong, formatTimeLabel } from '@kernel'
import { type QuoteLine } from '@booking/rules'
import { waitlistHref } from './availabilityReply'

export type QuoteFacts = {
  packageName: string
  packageId: number
  eventDate: string
  eventTime: string
  timeAssumed: boolean
  placeName: string
  lines: QuoteLine[]
  totalCents: number
  depositCents: number
  depositPercent: number
  boothsFree: number
  boothsNeeded: number
  /** The wizard with what the visitor told us filled in (default: the package only). */
  bookHref?: string
}

/** The server's quote in words: lines, total, deposit, whether a booth is free, where to book. */
export function quoteReply(f: QuoteFacts): string {
  const when = `${formatDateLong(f.eventDate)} at ${formatTimeLabel(f.eventTime)}`
  const lines = f.lines
    .map(
      (l) => `• ${l.label}${l.quantity > 1 ? ` × ${l.quantity}` : ''}: ${formatCad(l.amountCents)}`,
    )
    .join('\n')
  const free =
    f.boothsFree >= f.boothsNeeded
      ? `Good news: ${f.boothsNeeded > 1 ? 'both booths are' : 'a booth is'} free then.`
      : `Sorry, ${f.boothsNeeded > 1 ? 'two booths are not' : 'no booth is'} free then; try another time or date.`
  const assumed = f.timeAssumed ? ' (tell me another start time to check it)' : ''
  // Taken then: a booth freed later goes to the first person on that date's waitlist.
  const pkg = { id: f.packageId, name: f.packageName }
  const wait =
    f.boothsFree >= f.boothsNeeded
      ? []
      : [
          `Join the waitlist for ${formatDateLong(f.eventDate)} around ${formatTimeLabel(f.eventTime)}: ${waitlistHref({ date: f.eventDate, time: f.eventTime, pkg, bookHref: f.bookHref })}`,
        ]
  return [
    `${f.packageName} in ${f.placeName} on ${when}${assumed}:`,
    lines,
    `Total ${formatCad(f.totalCents)} (taxes included); a ${f.depositPercent}% deposit of ${formatCad(f.depositCents)} reserves the date.`,
    free,
    `Book it here: ${f.bookHref ?? `/booking?package=${f.packageId}`}`,
    ...wait,
  ].join('\n')
}
