import type { CollectionSlug, PayloadRequest, Where } from 'payload'

import { bookingsOfCustomer, paymentsOfBookings } from '@booking/server'
import { phoneE164 } from '@kernel/format/phoneParts'
import { siteOrigin } from '@server-kit'

import { normalEmail } from '../keys/unsubscribeToken'

type Doc = Record<string, unknown> & { id: number | string }
const asDocs = (rows: object[]) => rows as Doc[]

/** Every record held about one address, by kind, as its readers see them (Outbox: redacted). */
export type PersonalRecords = Record<string, Doc[]>

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

  // Rows linked to these ids; none without ids (an empty `in` list is not a valid query).
  const linked = async (collection: CollectionSlug, field: string, ids: Doc['id'][]) =>
    ids.length ? find(collection, { [field]: { in: ids } }) : []
  const own = await bookingsOfCustomer(req, email, { asCaller: true })
  const ids = own.map((b) => b.id)
  const bookings = asDocs(own)
  const sessions = await withEmail('chat-sessions', 'customerEmail')
  const sent = [...(await withEmail('outbox', 'to')), ...(await linked('outbox', 'booking', ids))]
  return {
    bookings,
    payments: asDocs(await paymentsOfBookings(req, ids, { asCaller: true })),
    documents: await linked('booking-documents', 'booking', ids),
    emails: [...new Map(sent.map((o) => [o.id, o])).values()],
    chats: sessions,
    chatMessages: await linked(
      'chat-messages',
      'session',
      sessions.map((s) => s.id),
    ),
    carts: await withEmail('carts'),
    inquiries: await withEmail('inquiries'),
    subscriptions: await withEmail('subscribers'),
    consents: await withEmail('consents'),
    unsubscribes: await withEmail('unsubscribes'),
    // Text-message consent is kept by number (the Outbox's SMS list): the bookings' numbers.
    textConsents: await textConsents(find, bookings),
    galleryLinks: await galleryLinks(find, bookings),
  }
}

type Find = (collection: CollectionSlug, where: Where) => Promise<Doc[]>

async function textConsents(find: Find, bookings: Doc[]): Promise<Doc[]> {
  const phones = [
    ...new Set(bookings.map((b) => phoneE164(String(b.phone ?? ''))).filter(Boolean)),
  ] as string[]
  return phones.length ? find('sms-subscribers', { phone: { in: phones } }) : []
}

/** Each booking's photo gallery on this site, and a gallery link staff set by hand. */
async function galleryLinks(find: Find, bookings: Doc[]): Promise<Doc[]> {
  const ref = new Map(bookings.map((b) => [b.id, b.reference]))
  const own = bookings.length
    ? await find('galleries', { booking: { in: bookings.map((b) => b.id) } })
    : []
  const origin = siteOrigin()
  return [
    ...own.map((g) => ({
      id: `gallery-${g.id}`,
      booking: ref.get(g.booking as Doc['id']),
      galleryUrl: `${origin}/gallery/${String(g.slug)}`,
      expiresOn: g.expiresOn,
      status: g.status,
    })),
    ...bookings
      .filter((b) => b.galleryUrl)
      .map((b) => ({ id: b.id, booking: b.reference, galleryUrl: b.galleryUrl })),
  ]
}
