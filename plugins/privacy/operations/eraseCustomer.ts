import { createHash } from 'node:crypto'

import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'

import { inTransaction, transactionDb, type SqlDb } from '@server-kit'
import { ERASED, erasurePatterns } from '../core/erasurePatterns'
import { countsInWords } from '../core/recordWords'
import { normalEmail } from '../keys/unsubscribeToken'
import { blankFields } from './erasure/blankFields'
import { idList, textIdList } from './erasure/idList'
import { identityOf, type PersonRows } from './erasure/identityOf'
import { scrubColumn, textColumns } from './erasure/textColumns'

export const subjectHash = (email: string) =>
  createHash('sha256').update(normalEmail(email)).digest('hex')

/** The person's own rows in each table (a name alone is scrubbed only there). */
function ownRows(table: string, p: PersonRows) {
  const ids = p.bookingIds.length ? p.bookingIds : [0]
  if (table === 'bookings') return sql`id = ANY(${idList(ids)})`
  if (table.startsWith('bookings_')) return sql`_parent_id = ANY(${idList(ids)})`
  if (['payments', 'booking_documents', 'booth_reservations', 'outbox'].includes(table))
    return sql`booking_id = ANY(${idList(ids)})`
  if (table === 'payment_error_logs') return sql`booking_id = ANY(${textIdList(p.bookingIds)})`
  if (table === 'chat_sessions') return sql`id = ANY(${idList(p.chatIds)})`
  if (table === 'chat_messages') return sql`session_id = ANY(${idList(p.chatIds)})`
  if (table === 'inquiries') return sql`id = ANY(${idList(p.inquiryIds)})`
  return null
}

/** Money records and numbered documents kept (six years, for the tax authority), per kind. */
async function keptCounts(db: SqlDb, p: PersonRows) {
  const ids = p.bookingIds.length ? p.bookingIds : [0]
  const { rows } = await db.execute(sql`
    SELECT 'bookings' AS kind, count(*)::int AS n FROM bookings WHERE id = ANY(${idList(ids)})
    UNION ALL SELECT 'payments', count(*)::int FROM payments WHERE booking_id = ANY(${idList(ids)})
    UNION ALL SELECT kind::text, count(*)::int FROM booking_documents WHERE booking_id = ANY(${idList(ids)}) GROUP BY kind`)
  return Object.fromEntries(
    rows.filter((r) => Number(r.n) > 0).map((r) => [String(r.kind), Number(r.n)]),
  )
}

/**
 * Erases a person (PIPEDA), in one transaction: the fields they gave are replaced with a
 * placeholder, and every trace of their address, names, phones and addresses in any text column
 * too. Bookings, payments and numbered documents stay, sums unchanged, with personal fields blanked.
 */
export async function eraseCustomer({
  req,
  email: address,
  actor,
}: {
  req: PayloadRequest
  email: string
  actor: string
}) {
  const email = normalEmail(address)
  return inTransaction(req, async () => {
    const db = await transactionDb(req)
    const person = await identityOf(db, email)
    const patterns = erasurePatterns(person.identity)
    const kept = await keptCounts(db, person)
    const erased = await blankFields(db, person, email)
    let scrubbed = 0
    for (const col of await textColumns(db)) {
      const own = ownRows(col.table, person)
      if (own) scrubbed += await scrubColumn(db, col, patterns.everything, ERASED, own)
      scrubbed += await scrubColumn(db, col, patterns.distinctive, ERASED, null)
    }
    const summary = `Erased a person's data; kept ${countsInWords(kept, 'no money records')}`
    await req.payload.create({
      collection: 'privacy-log',
      data: {
        action: 'erase',
        summary,
        actor,
        subjectHash: subjectHash(email),
        details: `Personal details blanked in ${countsInWords(erased)}; ${countsInWords({ mentions: scrubbed }, 'no other mentions')} replaced. Kept (Income Tax Act s. 230, six years; personal fields blanked): ${countsInWords(kept)}.`,
      },
      req,
    })
    return { erased: { ...erased, mentions: scrubbed }, kept }
  })
}
