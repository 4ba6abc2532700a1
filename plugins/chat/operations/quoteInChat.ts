import type { PayloadRequest } from 'payload'

import { boothAvailability, bookingErrors } from '@booking/rules'
import { boothSchedules, quoteBooking } from '@booking/server'
import type { QuoteRequestInText } from '../core/parseQuoteRequest'
import { quoteReply } from '../core/quoteReply'
import { chatMessages } from '../messages'
import { placeInChat } from './placeInChat'

// Without a stated start time we price an evening start and say so.
export const DEFAULT_START = '18:00'

/** Prices the request with the booking plugin's own quote operation (the one /api/quote uses). */
export async function quoteInChat(args: {
  req: PayloadRequest
  request: QuoteRequestInText & { eventDate: string }
  baseName: string
  phone: string
  now: Date
  bookHref?: string
}): Promise<{ text: string; outsideArea?: boolean }> {
  const { req, request, baseName, phone, now, bookHref } = args
  const eventTime = request.eventTime ?? DEFAULT_START
  const placeName = request.place?.name ?? baseName.replace(/,.*$/, '')
  const result = await quoteBooking({
    req,
    now,
    input: {
      packageId: request.pkg.id,
      eventDate: request.eventDate,
      eventTime,
      selections: request.selections,
      address: `${placeName}, MB`,
      promoCode: null,
      paymentType: 'deposit',
    },
  })
  if (!result.ok && result.code === 'outside_service_area' && request.place) {
    const far = await placeInChat({ req, place: request.place, baseName })
    if (far) return { text: far.text, outsideArea: far.kind === 'outside_area' }
  }
  if (!result.ok)
    return {
      text: chatMessages.quoteFailed(result.message ?? bookingErrors[result.code].message, phone),
    }
  // Lapsed holds count as free (the read path writes nothing), as in the availability endpoint.
  const booths = await boothSchedules({ req, around: result.occupancy, now })
  const free = boothAvailability({ request: result.occupancy, booths })
  const text = quoteReply({
    packageName: result.pkg.name,
    packageId: result.pkg.id,
    eventDate: request.eventDate,
    eventTime,
    timeAssumed: !request.eventTime,
    placeName: result.location.name ?? placeName,
    lines: result.quote.lines,
    totalCents: result.quote.totalCents,
    depositCents: result.quote.depositCents,
    depositPercent: result.catalog.settings.depositPercent,
    boothsFree: Number(free.booth1) + Number(free.booth2),
    boothsNeeded: result.quote.boothsNeeded,
    bookHref,
  })
  return { text }
}
