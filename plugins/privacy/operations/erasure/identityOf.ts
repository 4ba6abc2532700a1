import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'

import { lockBookingsOfEmail } from '@booking/server'
import { idList, transactionDb } from '@server-kit'
import type { Identity } from '../../core/erasurePatterns'

const texts = (rows: Record<string, unknown>[], keys: string[]) =>
  rows.flatMap((r) => keys.map((k) => (typeof r[k] === 'string' ? (r[k] as string).trim() : '')))

const ids = (rows: Record<string, unknown>[]) => rows.map((r) => Number(r.id))

/** The person's own rows, by id: only these change when they are erased. */
export type PersonRows = {
  identity: Identity
  bookingIds: number[]
  cartIds: number[]
  chatIds: number[]
  inquiryIds: number[]
  quoteIds: number[]
  waitlistIds: number[]
  outboxIds: number[]
  subscriberIds: number[]
  consentIds: number[]
  unsubscribeIds: number[]
}

/** `[0]` for none: `= ANY('{}')` is valid, but one shape keeps the queries simple. */
export const orNone = (xs: number[]) => (xs.length ? xs : [0])

/**
 * The person's rows: those holding their address (in any case), and the rows tied to those by id
 * (their bookings' carts and quotes, their chats' leads, their leads' quotes). Another person who
 * shares their name, phone or venue is never found here: erasure goes by identity, not by text.
 * Bookings are locked first, ids ascending (the lock order every money change uses), so a charge
 * or a payment on them finishes first or finds them erased.
 */
export async function identityOf(req: PayloadRequest, email: string): Promise<PersonRows> {
  const holders = await lockBookingsOfEmail(req, email)
  const db = await transactionDb(req)
  // In the carts' column names, so the two read alike below.
  const bookings = holders.map((b) => ({
    first_name: b.firstName,
    last_name: b.lastName,
    phone: b.phone,
    address: b.address,
  }))
  const bookingIds = holders.map((b) => b.id)
  const own = idList(orNone(bookingIds))
  const carts = (
    await db.execute(sql`SELECT id, first_name, last_name, phone, address FROM carts
      WHERE lower(email) = ${email} OR booking_id = ANY(${own})`)
  ).rows
  const chats = (
    await db.execute(
      sql`SELECT id, customer_name FROM chat_sessions WHERE lower(customer_email) = ${email}`,
    )
  ).rows
  const chatIds = ids(chats)
  const inquiries = (
    await db.execute(sql`SELECT id, name, phone, address FROM inquiries
      WHERE lower(email) = ${email} OR chat_session_id = ANY(${idList(orNone(chatIds))})`)
  ).rows
  const inquiryIds = ids(inquiries)
  const quotes = (
    await db.execute(sql`SELECT id, customer_name FROM quotes
      WHERE lower(email) = ${email} OR booking_id = ANY(${own}) OR hold_booking_id = ANY(${own})
        OR lead_id = ANY(${idList(orNone(inquiryIds))})`)
  ).rows
  const waitlist = (
    await db.execute(
      sql`SELECT id, name, phone FROM waitlist_entries WHERE lower(email) = ${email}`,
    )
  ).rows
  const idsWhere = async (query: ReturnType<typeof sql>) => ids((await db.execute(query)).rows)
  const people = [...bookings, ...carts]
  const names = [
    ...people.map((p) => `${p.first_name ?? ''} ${p.last_name ?? ''}`.trim()),
    ...texts(people, ['first_name', 'last_name']),
    ...texts([...inquiries, ...waitlist], ['name']),
    ...texts([...chats, ...quotes], ['customer_name']).filter((n) => n !== 'Anonymous'),
  ]
  const contacts = [...people, ...inquiries, ...waitlist]
  return {
    identity: {
      email,
      names: [...new Set(names.filter(Boolean))],
      phones: texts(contacts, ['phone']).filter(Boolean),
      addresses: texts(contacts, ['address']).filter(Boolean),
    },
    bookingIds,
    cartIds: ids(carts),
    chatIds,
    inquiryIds,
    quoteIds: ids(quotes),
    waitlistIds: ids(waitlist),
    outboxIds: await idsWhere(
      sql`SELECT id FROM outbox WHERE lower("to") = ${email} OR booking_id = ANY(${own})`,
    ),
    subscriberIds: await idsWhere(sql`SELECT id FROM subscribers WHERE lower(email) = ${email}`),
    consentIds: await idsWhere(sql`SELECT id FROM consents WHERE lower(email) = ${email}`),
    unsubscribeIds: await idsWhere(sql`SELECT id FROM unsubscribes WHERE lower(email) = ${email}`),
  }
}
