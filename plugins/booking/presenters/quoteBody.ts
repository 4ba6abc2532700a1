import { BUSINESS_TIME_ZONE } from '@kernel/time'
import { centsToDecimalString as dollars } from '@kernel'
import { wallClockTimes, type Quote } from '../core'
import type { QuoteSuccess } from '../results'

/** The quote as the wizard shows it: lines and named totals in CAD (two decimals) plus cents. */
export function quoteBody({
  quote,
  timeline,
  location,
}: Pick<QuoteSuccess, 'quote' | 'timeline' | 'location'>) {
  const q: Quote = quote
  return {
    lines: q.lines.map((l) => ({ ...l, amount: dollars(l.amountCents) })),
    packagePrice: dollars(q.packagePriceCents),
    addOnsTotal: dollars(q.addOnsTotalCents),
    travelSurcharge: dollars(q.travelSurchargeCents),
    baseTotal: dollars(q.baseTotalCents),
    discountAmount: dollars(q.discountCents),
    totalAmount: dollars(q.totalCents),
    depositAmount: dollars(q.depositCents),
    amountDueNow: dollars(q.amountDueNowCents),
    remainingBalance: dollars(q.remainingBalanceCents),
    balanceDueDate: q.balanceDueDate,
    promoCode: q.promoCode,
    boothsNeeded: q.boothsNeeded,
    cents: {
      total: q.totalCents,
      deposit: q.depositCents,
      dueNow: q.amountDueNowCents,
      discount: q.discountCents,
      travel: q.travelSurchargeCents,
      addOns: q.addOnsTotalCents,
    },
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
