import type { Payload, PayloadRequest } from 'payload'

import { BUSINESS_TIME_ZONE, instantToZonedWall } from '@kernel/time'
import { toCents } from '@kernel'
import { type PromoRule } from '../../core'
import { cachedCatalogValue } from './catalogCache'
import { bookingRuntime } from '../../config/bookingRuntime'

// Payload stores day-only dates as instants; the promo window is a Winnipeg calendar day.
const day = (value?: string | null) =>
  value ? instantToZonedWall(new Date(value), BUSINESS_TIME_ZONE).date : null

/** The promo code as a pricing rule, or null when no such code exists (cached per catalog version). */
export async function findPromo({
  req,
  code,
}: {
  req: PayloadRequest
  code: string
}): Promise<PromoRule | null> {
  return cachedCatalogValue(req, `promo:${code}`, () => readPromo(req.payload, code))
}

async function readPromo(payload: Payload, code: string): Promise<PromoRule | null> {
  const { docs } = await payload.find({
    collection: bookingRuntime(payload).slugs.promoCodes,
    where: { code: { equals: code } },
    limit: 1,
    depth: 0,
  })
  const doc = docs[0]
  if (!doc) return null
  return {
    code: doc.code,
    discountType: doc.discountType,
    discountValue: doc.discountType === 'fixed' ? toCents(doc.discountValue) : doc.discountValue,
    minOrderCents: toCents(doc.minOrderAmount ?? 0),
    active: Boolean(doc.active),
    startsAt: day(doc.startsOn),
    endsAt: day(doc.endsOn),
    usageLimit: doc.usageLimit ?? null,
    timesUsed: doc.timesUsed ?? 0,
  }
}
