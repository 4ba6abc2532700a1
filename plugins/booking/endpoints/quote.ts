import type { Endpoint } from 'payload'

import { errorResponse, json, readJson, zodError } from '@/lib/server/respond'

import {
  BUSINESS_TIME_ZONE,
  centsToDecimalString as dollars,
  wallClockTimes,
  type Quote,
} from '../core'
import { quoteBooking, type QuoteSuccess } from '../operations/quoteBooking'
import { bookingLimits } from './bookingLimits'
import { quoteSchema, toSelections } from './schemas'

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

/** POST /api/quote */
export const quoteEndpoint: Endpoint = {
  path: '/quote',
  method: 'post',
  handler: async (req) => {
    const limited = await bookingLimits.quote(req)
    if (limited) return limited
    const body = await readJson(req)
    if (!body.ok) return body.response
    const parsed = quoteSchema.safeParse(body.data)
    if (!parsed.success) return zodError(parsed.error)
    const { selectedAddOns, addOnQuantities, ...rest } = parsed.data
    const result = await quoteBooking({
      req,
      now: new Date(),
      input: { ...rest, selections: toSelections(selectedAddOns, addOnQuantities) },
    })
    if (!result.ok) return errorResponse(result.status, result.message, result.field)
    return json(quoteBody(result))
  },
}
