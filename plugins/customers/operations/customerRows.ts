import type { PayloadRequest, DataFromCollectionSlug } from 'payload'
type Booking = DataFromCollectionSlug<'bookings'>

import { bookingsNewestFirst } from '@booking/server'
import { centsToDecimalString } from '@kernel'
import { formatInstant } from '@kernel/time'

export type CustomerRow = {
  firstName: string
  lastName: string
  email: string
  phone: string
  address: string
  eventDate: string
  eventTime: string
  packageName: string
  status: string
  total: string
  paid: string
  /** Winnipeg wall clock, 12-hour ('2026-11-23 3:05 PM'). */
  bookedAt: string
  /** Shown on the Customers page, not exported. */
  bookingId: number
  eventType: string
  guestCount: number | null
  refunded: string
  /** The booking's receipt, credit note and invoice numbers, oldest first. */
  documents: string
}

type ExportedKey = Exclude<keyof CustomerRow, 'bookingId' | 'eventType' | 'guestCount'>

export const CUSTOMER_COLUMNS: [ExportedKey, string][] = [
  ['firstName', 'First name'],
  ['lastName', 'Last name'],
  ['email', 'Email'],
  ['phone', 'Phone'],
  ['address', 'Event address'],
  ['eventDate', 'Event date'],
  ['eventTime', 'Start time'],
  ['packageName', 'Package'],
  ['status', 'Status'],
  ['total', 'Total (CAD)'],
  ['paid', 'Paid (CAD)'],
  ['bookedAt', 'Booked at (Winnipeg)'],
  ['documents', 'Receipts and invoices'],
  // Last, so a Google Sheet made before it keeps its columns in place.
  ['refunded', 'Refunded (CAD)'],
]

const PAGE = 200

export function toCustomerRow(b: Booking): CustomerRow {
  return {
    firstName: b.firstName,
    lastName: b.lastName,
    email: b.email,
    phone: b.phone,
    address: b.address,
    eventDate: b.eventDate,
    eventTime: b.eventTime,
    packageName: typeof b.package === 'object' ? b.package.name : '',
    status: b.status,
    total: centsToDecimalString(b.totalCents ?? 0),
    paid: centsToDecimalString(b.amountPaidCents ?? 0),
    bookedAt: formatInstant(b.createdAt, 'sortable'),
    bookingId: b.id,
    eventType: b.eventType ?? '',
    guestCount: b.guestCount ?? null,
    refunded: centsToDecimalString(b.refundedCents ?? 0),
    documents: '',
  }
}

/**
 * Each customer once (by email, case-insensitive), from their latest booking, newest first.
 * Pages through the bookings so an export never holds the whole table in one query.
 */
export async function* customerRows(req: PayloadRequest): AsyncGenerator<CustomerRow> {
  const seen = new Set<string>()
  for (let page = 1; ; page++) {
    const { docs, hasNextPage } = await bookingsNewestFirst(req, { page, limit: PAGE })
    const latest = docs.filter((b) => {
      const key = b.email.trim().toLowerCase()
      if (seen.has(key)) return false
      seen.add(key)
      return true
    })
    const numbers = await documentNumbers(
      req,
      latest.map((b) => b.id),
    )
    for (const b of latest) yield { ...toCustomerRow(b), documents: numbers.get(b.id) ?? '' }
    if (!hasNextPage) return
  }
}

/** Document numbers per booking for one page of bookings, in one query. */
async function documentNumbers(req: PayloadRequest, ids: number[]) {
  const byBooking = new Map<number, string>()
  if (!ids.length) return byBooking
  const { docs } = await req.payload.find({
    collection: 'booking-documents',
    where: { booking: { in: ids } },
    sort: 'issuedAt',
    pagination: false,
    depth: 0,
    req,
  })
  for (const d of docs) {
    const id = typeof d.booking === 'object' ? d.booking?.id : d.booking
    if (id) byBooking.set(id, [byBooking.get(id), d.number].filter(Boolean).join(' '))
  }
  return byBooking
}
