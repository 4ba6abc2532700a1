import type { PayloadRequest } from 'payload'

import {
  eventTimeline,
  isValidDateString,
  isValidStartTime,
  latestBookableDate,
  meetsMinimumNotice,
  withinBookingHorizon,
  normalizePromoCode,
  occupancyInterval,
  quote,
  standardSetupMinutes,
  todayInZone,
  travelSurcharge,
  type AddOnSelection,
  type CatalogPackage,
  type EventTimeline,
  type Interval,
  type PaymentType,
  type Quote,
} from '../core'
import { messages } from '../messages'
import { type DriveTimeService, type Location } from '../services/driveTime'
import { driveTimeFromEnv } from '../services/driveTimeFromEnv'
import { loadCatalog, type Catalog } from './loadCatalog'
import { findPromo } from './findPromo'

export type QuoteRequest = {
  packageId: number
  eventDate: string
  eventTime: string
  selections: AddOnSelection[]
  address: string
  promoCode?: string | null
  paymentType: PaymentType
}

export type QuoteFailure = {
  ok: false
  status: 400 | 404 | 409 | 422
  message: string
  field: string
}
export type QuoteSuccess = {
  ok: true
  quote: Quote
  pkg: CatalogPackage
  timeline: EventTimeline
  occupancy: Interval
  location: Location
  catalog: Catalog
}

// Chosen once per process from the environment (the operation itself stays env-free for callers that pass one).
const defaultDriveTime = driveTimeFromEnv(process.env)

const fail = (status: QuoteFailure['status'], message: string, field: string): QuoteFailure => ({
  ok: false,
  status,
  message,
  field,
})

/** Everything the server knows about a requested booking's price and time, or why it can't be booked. */
export async function quoteBooking(args: {
  req: PayloadRequest
  input: QuoteRequest
  now: Date
  driveTime?: DriveTimeService
}): Promise<QuoteSuccess | QuoteFailure> {
  const { req, input, now, driveTime = defaultDriveTime } = args
  const catalog = await loadCatalog({ req })
  const { settings } = catalog
  if (!isValidDateString(input.eventDate))
    return fail(400, 'eventDate must be a real date as YYYY-MM-DD.', 'eventDate')
  if (!isValidStartTime(input.eventTime)) return fail(400, messages.startTime, 'eventTime')
  if (
    !meetsMinimumNotice({
      eventDate: input.eventDate,
      now,
      timeZone: settings.timeZone,
      minDays: settings.minNoticeDays,
    })
  )
    return fail(422, messages.minimumNotice(settings.minNoticeDays), 'eventDate')
  const horizon = { now, timeZone: settings.timeZone, horizonDays: settings.bookingHorizonDays }
  if (!withinBookingHorizon({ ...horizon, eventDate: input.eventDate }))
    return fail(422, messages.beyondHorizon(latestBookableDate(horizon)), 'eventDate')
  const pkg = catalog.packages.find((p) => p.id === input.packageId)
  if (!pkg) return fail(404, messages.packageUnknown, 'packageId')
  if (!pkg.bookable) return fail(422, messages.packageNotBookable, 'packageId')

  const location = await driveTime.locate(input.address, {
    base: settings.base,
    areaDriveMinutes: catalog.areaDriveMinutes,
  })
  if (!location) return fail(422, messages.addressUnknown, 'address')
  const travel = travelSurcharge({
    ...location,
    selfServe: pkg.selfServe,
    maxDriveMinutes: settings.maxDriveMinutes,
  })
  if (travel.outsideServiceArea) return fail(422, messages.outsideServiceArea, 'address')

  const code = normalizePromoCode(input.promoCode)
  const result = quote({
    pkg,
    addOns: catalog.addOns,
    selections: input.selections,
    travelSurchargeCents: travel.surchargeCents,
    promo: code ? await findPromo({ req, code }) : null,
    promoCode: code,
    paymentType: input.paymentType,
    eventDate: input.eventDate,
    today: todayInZone(now, settings.timeZone),
    depositPercent: settings.depositPercent,
    discountCapPercent: settings.discountCapPercent,
  })
  if (!result.ok) return fail(422, result.error.message, result.error.field)

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
