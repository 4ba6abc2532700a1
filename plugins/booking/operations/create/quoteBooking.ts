import type { PayloadRequest } from 'payload'

import {
  eventTimeline,
  isValidStartTime,
  latestBookableDate,
  meetsMinimumNotice,
  withinBookingHorizon,
  normalizePromoCode,
  occupancyInterval,
  quote,
  standardSetupMinutes,
  travelSurcharge,
} from '../../core'
import { isValidDateString } from '@kernel'
import { todayInZone } from '@kernel/time'
import { messages, type BookingErrorCode } from '../../messages'
import type { Geocoder } from '../../adapters/geocoder'
import { memoLocate } from '../runtime/memoLocate'
import { pluginGeocoder } from '../runtime/pluginGeocoder'
import { loadCatalog } from '../catalog/loadCatalog'
import { findPromo } from '../catalog/findPromo'
import type { QuoteRequest, QuoteFailure, QuoteSuccess } from '../../results'

// Chosen once per process from the environment (the operation itself stays env-free for callers that pass one).

const fail = (code: BookingErrorCode, field: string, message?: string): QuoteFailure => ({
  ok: false,
  code,
  field,
  ...(message ? { message } : {}),
})

/** Everything the server knows about a requested booking's price and time, or why it can't be booked. */
export async function quoteBooking(args: {
  req: PayloadRequest
  input: QuoteRequest
  now: Date
  geocoder?: Geocoder
  /** A change to an existing booking: staff may make it inside the notice period; kept add-ons met their lead time. */
  change?: { staff: boolean; keptAddOnIds: number[] }
}): Promise<QuoteSuccess | QuoteFailure> {
  const { req, input, now, change } = args
  const catalog = await loadCatalog({ req })
  const { settings } = catalog
  if (!isValidDateString(input.eventDate)) return fail('event_date_invalid', 'eventDate')
  if (!isValidStartTime(input.eventTime)) return fail('start_time_invalid', 'eventTime')
  if (
    !change?.staff &&
    !meetsMinimumNotice({
      eventDate: input.eventDate,
      now,
      timeZone: settings.timeZone,
      minDays: settings.minNoticeDays,
    })
  )
    return fail('minimum_notice', 'eventDate', messages.minimumNotice(settings.minNoticeDays))
  const horizon = { now, timeZone: settings.timeZone, horizonDays: settings.bookingHorizonDays }
  if (!withinBookingHorizon({ ...horizon, eventDate: input.eventDate }))
    return fail('beyond_horizon', 'eventDate', messages.beyondHorizon(latestBookableDate(horizon)))
  const pkg = catalog.packages.find((p) => p.id === input.packageId)
  if (!pkg) return fail('package_unknown', 'packageId')
  if (!pkg.bookable) return fail('package_not_bookable', 'packageId')

  const ctx = { base: settings.base, areaDriveMinutes: catalog.areaDriveMinutes }
  // The configured geocoder's answers are remembered per catalog version; one passed in is asked.
  const location = args.geocoder
    ? await args.geocoder.locate(input.address, ctx)
    : await memoLocate(req, pluginGeocoder(req.payload), input.address, ctx)
  if (!location) return fail('address_unknown', 'address')
  const travel = travelSurcharge({
    ...location,
    selfServe: pkg.selfServe,
    maxDriveMinutes: settings.maxDriveMinutes,
  })
  if (travel.outsideServiceArea && !input.outsideAreaAllowed)
    return fail('outside_service_area', 'address')

  const code = normalizePromoCode(input.promoCode)
  const result = quote({
    pkg,
    addOns: catalog.addOns,
    selections: input.selections,
    travelSurchargeCents: travel.outsideServiceArea ? 0 : travel.surchargeCents,
    customLines: input.customLines,
    promo: code ? await findPromo({ req, code }) : null,
    promoCode: code,
    paymentType: input.paymentType,
    eventDate: input.eventDate,
    today: todayInZone(now, settings.timeZone),
    depositPercent: settings.depositPercent,
    discountCapPercent: settings.discountCapPercent,
    leadTimeExempt: change?.keptAddOnIds,
  })
  if (!result.ok) return fail(result.error.code, result.error.field, result.error.message)

  const timeline = eventTimeline({
    eventDate: input.eventDate,
    eventTime: input.eventTime,
    durationMinutes: pkg.durationMinutes,
    extraEventMinutes: result.quote.extraEventMinutes,
    setupMinutes: standardSetupMinutes(pkg.selfServe),
    earlySetupMinutes: result.quote.earlySetupMinutes,
    timeZone: settings.timeZone,
  })
  const occupancy = occupancyInterval(timeline, settings.bufferMinutes)
  return { ok: true, quote: result.quote, pkg, timeline, occupancy, location, catalog }
}
