import type { Payload } from 'payload'

import { addDaysToDateString, centsToDecimalString } from '@kernel'
import { BUSINESS_TIME_ZONE, todayInZone } from '@kernel/time'
import { START_TIMES } from '@booking/rules'
import { staffCatalog } from '@booking/server'

import { DEFAULT_QUOTE_DAYS } from '../../core/quoteExpiry'
import {
  leadDate,
  leadEventType,
  leadGuests,
  leadPackage,
  leadTime,
  splitName,
} from '../../core/leadPrefill'
import type { CreateQuoteData } from '../../schemas'
import type { BuilderCatalog, BuilderInit, BuilderValues } from './builderTypes'
import { emptyValues } from './emptyValues'

const idOf = (v: string | string[] | undefined) => {
  const n = Number(Array.isArray(v) ? v[0] : v)
  return Number.isSafeInteger(n) && n > 0 && n < 2 ** 31 ? n : null
}

/** The builder's start: empty, from a lead (`?lead=`), or a quote's latest request (`?revise=`). */
export async function loadBuilder(
  payload: Payload,
  search: Record<string, string | string[] | undefined>,
  now: Date,
): Promise<BuilderInit> {
  const catalog = await staffCatalog(payload)
  const today = todayInZone(now, BUSINESS_TIME_ZONE)
  const expiresOn = addDaysToDateString(today, DEFAULT_QUOTE_DAYS)
  const base = { catalog, today, lead: null, revise: null, values: emptyValues(catalog, expiresOn) }
  const reviseId = idOf(search.revise)
  if (reviseId) {
    const quote = await payload
      .findByID({ collection: 'quotes', id: reviseId, depth: 1 })
      .catch(() => null)
    if (!quote) return base
    const request = quote.request as CreateQuoteData
    const lead = typeof quote.lead === 'object' && quote.lead ? reference(quote.lead) : null
    return {
      ...base,
      lead,
      revise: { id: quote.id, number: quote.number, revision: quote.revision ?? 1 },
      values: fromRequest(request, catalog, quote.expiresOn >= today ? quote.expiresOn : expiresOn),
    }
  }
  const leadId = idOf(search.lead)
  const lead = leadId
    ? await payload.findByID({ collection: 'inquiries', id: leadId, depth: 0 }).catch(() => null)
    : null
  if (!lead) return base
  const pkg = leadPackage(lead.packageName, catalog.packages)
  return {
    ...base,
    lead: reference(lead),
    values: {
      ...base.values,
      ...splitName(lead.name),
      email: lead.email ?? '',
      phone: lead.phone ?? '',
      address: lead.address ?? '',
      eventDate: leadDate(lead.requestedDate),
      eventTime: leadTime(lead.requestedTime, START_TIMES) || base.values.eventTime,
      packageId: pkg ? String(pkg.id) : base.values.packageId,
      // What the lead said about the event goes to the booking, not only beside the form.
      eventType: leadEventType(lead.message),
      guestCount: leadGuests(lead.message),
      notes: lead.message ?? '',
    },
  }
}

type Lead = {
  id: number
  name: string
  email: string
  phone?: string | null
  requestedDate?: string | null
  requestedTime?: string | null
  packageName?: string | null
  address?: string | null
  message?: string | null
}

const reference = (l: Lead) => ({
  id: l.id,
  name: l.name,
  email: l.email,
  phone: l.phone ?? '',
  requestedDate: l.requestedDate ?? '',
  requestedTime: l.requestedTime ?? '',
  packageName: l.packageName ?? '',
  address: l.address ?? '',
  message: l.message ?? '',
})

function fromRequest(
  r: CreateQuoteData,
  catalog: BuilderCatalog,
  expiresOn: string,
): BuilderValues {
  const quantities = (r.addOnQuantities ?? {}) as Record<string, number>
  return {
    ...emptyValues(catalog, expiresOn),
    firstName: r.firstName,
    lastName: r.lastName,
    email: r.email,
    phone: r.phone,
    packageId: String(r.packageId),
    eventDate: r.eventDate,
    eventTime: r.eventTime,
    address: r.address,
    backdropId: String(r.backdropId),
    eventType: r.eventType === 'Not specified' ? '' : (r.eventType ?? ''),
    guestCount: r.guestCount ? String(r.guestCount) : '',
    notes: r.notes ?? '',
    qty: Object.fromEntries((r.selectedAddOns ?? []).map((id) => [id, quantities[id] ?? 1])),
    lines: (r.lines ?? []).map((l, key) => ({
      key,
      label: l.label,
      amount: centsToDecimalString(l.amountCents),
    })),
    holdBooth: Boolean(r.holdBooth),
  }
}
