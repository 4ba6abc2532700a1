import { sql } from '@payloadcms/db-postgres'

import type { SqlDb } from '@server-kit'
import { idList } from './idList'
import type { Identity } from '../../core/erasurePatterns'

const texts = (rows: Record<string, unknown>[], keys: string[]) =>
  rows.flatMap((r) => keys.map((k) => (typeof r[k] === 'string' ? (r[k] as string).trim() : '')))

export type PersonRows = {
  identity: Identity
  bookingIds: number[]
  cartIds: number[]
  chatIds: number[]
  inquiryIds: number[]
}

/**
 * The person's rows, by their address in any case, and the names, phones and addresses those
 * rows hold. Bookings are locked first (the lock order every money change uses).
 */
export async function identityOf(db: SqlDb, email: string): Promise<PersonRows> {
  const bookings = (
    await db.execute(sql`SELECT id, first_name, last_name, phone, address FROM bookings
      WHERE lower(email) = ${email} ORDER BY id FOR UPDATE`)
  ).rows
  const bookingIds = bookings.map((b) => Number(b.id))
  const ids = bookingIds.length ? bookingIds : [0]
  const carts = (
    await db.execute(sql`SELECT id, first_name, last_name, phone, address FROM carts
      WHERE lower(email) = ${email} OR booking_id = ANY(${idList(ids)})`)
  ).rows
  const inquiries = (
    await db.execute(
      sql`SELECT id, name, phone, address FROM inquiries WHERE lower(email) = ${email}`,
    )
  ).rows
  const chats = (
    await db.execute(
      sql`SELECT id, customer_name FROM chat_sessions WHERE lower(customer_email) = ${email}`,
    )
  ).rows
  const people = [...bookings, ...carts]
  const names = [
    ...people.map((p) => `${p.first_name ?? ''} ${p.last_name ?? ''}`.trim()),
    ...texts(people, ['first_name', 'last_name']),
    ...texts(inquiries, ['name']),
    ...texts(chats, ['customer_name']).filter((n) => n !== 'Anonymous'),
  ]
  return {
    identity: {
      email,
      names: [...new Set(names.filter(Boolean))],
      phones: texts([...people, ...inquiries], ['phone']).filter(Boolean),
      addresses: texts([...people, ...inquiries], ['address']).filter(Boolean),
    },
    bookingIds,
    cartIds: carts.map((c) => Number(c.id)),
    chatIds: chats.map((c) => Number(c.id)),
    inquiryIds: inquiries.map((i) => Number(i.id)),
  }
}
