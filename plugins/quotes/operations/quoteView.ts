import type { PayloadRequest } from 'payload'

import { currentTerms, loadCatalog } from '@booking/server'
import { emailSite } from '@email'
import { updatedOnLabel } from './quoteRevisions'
import { acceptedBookingLink } from './acceptedBookingLink'
import {
  BUSINESS_TIME_ZONE,
  instantToZonedWall,
  todayInZone,
  zonedWallToInstant,
} from '@kernel/time'
import { formatDateLong, formatTimeLabel, moneyOf, percentOf } from '@kernel'

import { quoteState } from '../core/quoteExpiry'
import { depositAllowed } from '../core/quotePayable'
import type { CreateQuoteData } from '../schemas'
import type { Quote } from './findQuote'

type PricedLine = { label: string; amountCents: number }
type Priced = { lines: PricedLine[]; totalCents: number; eventMinutes?: number }

/** GET /api/quotes/:id?token=: the quote as its customer reads it, with the terms to sign. */
export async function quoteView(req: PayloadRequest, quote: Quote, now: Date) {
  const request = quote.request as CreateQuoteData
  const priced = quote.priced as Priced
  const terms = await currentTerms(req, now)
  const total = quote.totalCents ?? priced.totalCents
  const { settings, packages } = await loadCatalog({ req })
  // Quotes priced before the length was stored: the package's own length (no extra time known).
  const minutes =
    priced.eventMinutes ?? packages.find((p) => p.id === request.packageId)?.durationMinutes
  return {
    id: quote.id,
    number: quote.number,
    revision: quote.revision ?? 1,
    /** "November 27, 2026" when staff revised it (revision 2 on), else null. */
    updatedOnLabel: updatedOnLabel(quote),
    /** Who wrote it: the page names them ("We've asked … for a new quote"). */
    businessName: (await emailSite(req)).businessName,
    /** An accepted quote's booking page (manage link), when its booking has a link. */
    bookingLink: quote.status === 'accepted' ? await acceptedBookingLink(req, quote) : null,
    status: quoteState(quote.status, quote.expiresOn, todayInZone(now, BUSINESS_TIME_ZONE)),
    customerName: quote.customerName ?? '',
    email: quote.email ?? '',
    eventDate: request.eventDate,
    /** 'Saturday, June 12, 2027': the weekday too, as a customer checks the day. */
    eventDateLabel: formatDateLong(request.eventDate),
    eventTimeLabel: formatTimeLabel(request.eventTime),
    /** '6:00 PM' (Winnipeg), or null for a quote whose package is gone. */
    endTimeLabel: minutes ? endLabel(request.eventDate, request.eventTime, minutes) : null,
    backdropName: await backdropName(req, request.backdropId),
    address: request.address,
    lines: priced.lines.map((l) => ({ label: l.label, amount: moneyOf(l.amountCents) })),
    total: moneyOf(total),
    /** The least deposit, in money (depositPercent below is the same rule as a percent). */
    deposit: moneyOf(percentOf(total, settings.depositPercent)),
    /** The least deposit the customer may choose (core/payNow.ts checks it again at payment). */
    depositPercent: settings.depositPercent,
    /** The least deposit is below the gateway's minimum charge: the quote is paid in full. */
    fullPaymentOnly: !depositAllowed(total, settings.depositPercent),
    expiresOn: quote.expiresOn,
    expiresOnLabel: formatDateLong(quote.expiresOn, { weekday: false }),
    holdBooth: Boolean(quote.holdBooth),
    terms: {
      version: terms.version,
      hash: terms.hash,
      title: terms.title ?? 'Terms and conditions',
      text: terms.text,
    },
  }
}

const endLabel = (date: string, time: string, minutes: number) => {
  const start = zonedWallToInstant(date, time, BUSINESS_TIME_ZONE)
  const end = new Date(start.getTime() + minutes * 60_000)
  return formatTimeLabel(instantToZonedWall(end, BUSINESS_TIME_ZONE).time)
}

const backdropName = async (req: PayloadRequest, id: number | undefined) =>
  id
    ? ((
        await req.payload
          .findByID({ collection: 'backdrops', id, depth: 0, req, select: { name: true } })
          .catch(() => null)
      )?.name ?? null)
    : null

export type QuoteView = Awaited<ReturnType<typeof quoteView>>
