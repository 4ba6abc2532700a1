import { BUSINESS_TIME_ZONE } from '@kernel/time'
import { moneyOf as money } from '@kernel'
import { wallClockTimes, type Quote } from '../core'
import type { QuoteSuccess } from '../results'

/** The quote as the wizard shows it: lines and named totals, each as cents with its words. */
export function quoteBody({
  quote,
  timeline,
  location,
}: Pick<QuoteSuccess, 'quote' | 'timeline' | 'location'>) {
  const q: Quote = quote
  return {
    lines: q.lines.map((l) => ({ ...l, amount: money(l.amountCents) })),
    packagePrice: money(q.packagePriceCents),
    addOnsTotal: money(q.addOnsTotalCents),
    travelSurcharge: money(q.travelSurchargeCents),
    baseTotal: money(q.baseTotalCents),
    discountAmount: money(q.discountCents),
    totalAmount: money(q.totalCents),
    depositAmount: money(q.depositCents),
    amountDueNow: money(q.amountDueNowCents),
    remainingBalance: money(q.remainingBalanceCents),
    balanceDueDate: q.balanceDueDate,
    promoCode: q.promoCode,
    boothsNeeded: q.boothsNeeded,
    driveMinutes: location.driveMinutes,
    location: {
      name: location.name,
      withinWinnipeg: location.withinWinnipeg,
      distanceKm: location.distanceKm,
    },
    timeline: {
      setupStart: timeline.setupStart.toISOString(),
      start: timeline.start.toISOString(),
      end: timeline.end.toISOString(),
      setupMinutes: timeline.setupMinutes,
      eventMinutes: timeline.eventMinutes,
    },
    /** Winnipeg wall-clock labels computed here: the wizard prints them, never converts. */
    times: wallClockTimes(timeline, BUSINESS_TIME_ZONE),
  }
}
