import type { PayloadRequest } from 'payload'

import { DOCUMENT_NUMBER_PATTERN, relId } from '../../core'
import { findOwnedBooking } from '../records/findOwnedBooking'
import type { BookingDocument } from '../../results'

/** A stored document by its id, for staff (the caller checks the role). */
export async function findDocumentById(req: PayloadRequest, id: number) {
  return req.payload.findByID({
    collection: 'booking-documents',
    id,
    depth: 0,
    req,
    disableErrors: true,
  }) as Promise<BookingDocument | null>
}

/**
 * A booking's document for whoever holds the booking's token. A wrong token, an unknown number
 * and another booking's number all get the same null (the page's 404): numbers reveal nothing.
 */
export async function findOwnedDocument(args: {
  req: PayloadRequest
  bookingId: number
  token: string
  number: string
}): Promise<BookingDocument | null> {
  const { req, bookingId, token, number } = args
  if (!token || !DOCUMENT_NUMBER_PATTERN.test(number)) return null
  if (!Number.isSafeInteger(bookingId) || bookingId < 1 || bookingId > 2_147_483_647) return null
  const owned = await findOwnedBooking({ req, bookingId, token })
  if (!owned.ok) return null
  const { docs } = await req.payload.find({
    collection: 'booking-documents',
    where: { number: { equals: number } },
    limit: 1,
    depth: 0,
    req,
  })
  const doc = docs[0]
  return doc && relId(doc.booking) === bookingId ? doc : null
}
