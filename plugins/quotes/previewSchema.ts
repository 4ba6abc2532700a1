import type { z } from 'zod'

import { createQuoteSchema } from './schemas'

/**
 * POST /api/quotes/preview (staff): what prices a quote, before the customer's details are in:
 * the event (package, date, time, address, add-ons) and the custom lines.
 */
export const previewQuoteSchema = createQuoteSchema.pick({
  packageId: true,
  eventDate: true,
  eventTime: true,
  address: true,
  selectedAddOns: true,
  addOnQuantities: true,
  lines: true,
})

export type PreviewQuoteData = z.infer<typeof previewQuoteSchema>
