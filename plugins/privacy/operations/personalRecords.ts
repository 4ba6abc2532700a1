import type { CollectionSlug, PayloadRequest, Where } from 'payload'

import { normalEmail } from '../core/unsubscribeToken'

type Doc = Record<string, unknown> & { id: number | string }

/** Every record held about one address, by kind, as its readers see them (Outbox: redacted). */
export type PersonalRecords = Record<string, Doc[]>

const none = [0] // `in: []` is not valid: an id no row has

/**
 * Reads with the caller's own access (an admin): hidden and secret fields (token hashes, the
 * Outbox's sealed originals, payment client secrets) stay out, as they do in the admin.
 */
export async function personalRecords(
  req: PayloadRequest,
  address: string,
): Promise<PersonalRecords> {
  const email = normalEmail(address)
  const find = async (collection: CollectionSlug, where: Where) =>
    (
      await req.payload.find({
        collection,
        where,
        depth: 0,
        pagination: false,
        overrideAccess: false,
        req,
      })
    ).docs as unknown as Doc[]
  // ILIKE finds candidates; the address must match exactly, in any case.
  const mine = (field: string) => (d: Doc) => normalEmail(String(d[field] ?? '')) === email
  const withEmail = async (collection: CollectionSlug, field = 'email') =>
    (await find(collection, { [field]: { like: email } })).filter(mine(field))

  const bookings = await withEmail('bookings')
  const ids = bookings.length ? bookings.map((b) => b.id) : none
  const sessions = await withEmail('chat-sessions', 'customerEmail')
  const sent = await find('outbox', { or: [{ to: { like: email } }, { booking: { in: ids } }] })
  return {
    bookings,
    payments: await find('payments', { booking: { in: ids } }),
    documents: await find('booking-documents', { booking: { in: ids } }),
    emails: sent.filter((o) => mine('to')(o) || ids.includes(o.booking as number)),
    chats: sessions,
    chatMessages: await find('chat-messages', {
      session: { in: sessions.length ? sessions.map((s) => s.id) : none },
    }),
    carts: await withEmail('carts'),
    inquiries: await withEmail('inquiries'),
    subscriptions: await withEmail('subscribers'),
    consents: await withEmail('consents'),
    unsubscribes: await withEmail('unsubscribes'),
    galleryLinks: bookings
      .filter((b) => b.galleryUrl)
      .map((b) => ({ id: b.id, booking: b.reference, galleryUrl: b.galleryUrl })),
  }
}
