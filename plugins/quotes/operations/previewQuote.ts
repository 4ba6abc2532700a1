import type { PayloadRequest } from 'payload'

import { percentToBps, quoteBooking, splitTax, toSelections } from '@booking/server'
import { moneyOf } from '@kernel'

import type { PreviewQuoteData } from '../previewSchema'

/**
 * The quote builder's live price: the same pricing core and rule as createQuote (custom lines
 * taxed like everything else, prices include GST and RST; travel outside the area is a line),
 * with the tax inside the total split out as a receipt would.
 */
export async function previewQuote({
  req,
  data,
  now,
}: {
  req: PayloadRequest
  data: PreviewQuoteData
  now: Date
}) {
  const priced = await quoteBooking({
    req,
    now,
    input: {
      packageId: data.packageId,
      eventDate: data.eventDate,
      eventTime: data.eventTime,
      address: data.address,
      selections: toSelections(data.selectedAddOns, data.addOnQuantities),
      paymentType: 'full',
      customLines: data.lines,
      outsideAreaAllowed: true,
    },
  })
  if (!priced.ok) return priced
  const settings = await req.payload.findGlobal({ slug: 'site-settings', depth: 0, req })
  const { totalCents } = priced.quote
  const tax = splitTax(totalCents, {
    gstBps: percentToBps(settings.gstPercent),
    rstBps: percentToBps(settings.rstPercent),
  })
  return {
    ok: true as const,
    lines: priced.quote.lines.map((l) => ({ label: l.label, amount: moneyOf(l.amountCents) })),
    total: moneyOf(totalCents),
    gst: moneyOf(tax.gstCents),
    rst: moneyOf(tax.rstCents),
    // Beyond the drive limit the core adds no travel: staff add their own travel line.
    outsideServiceArea: priced.location.driveMinutes > priced.catalog.settings.maxDriveMinutes,
    place: priced.location.name,
    driveMinutes: priced.location.driveMinutes,
  }
}

export type QuotePreview = Omit<
  Extract<Awaited<ReturnType<typeof previewQuote>>, { ok: true }>,
  'ok'
>
