import { createHash } from 'node:crypto'

import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'

import { bookingRecordCounts } from '@booking/server'
import { idList, inTransaction, textIdList, transactionDb, type SqlDb } from '@server-kit'
import { ERASED, erasurePatterns } from '../core/erasurePatterns'
import { countsInWords, erasureOutcome, KEPT_BY_LAW } from '../core/recordWords'
import { normalEmail } from '../keys/unsubscribeToken'
import { blankFields } from './erasure/blankFields'
import { identityOf, orNone, type PersonRows } from './erasure/identityOf'
import { scrubColumn, textColumns, type Column } from './erasure/textColumns'

export const subjectHash = (email: string) =>
  createHash('sha256').update(normalEmail(email)).digest('hex')

/**
 * The person's own rows in each table, by id; null for a table that holds none of them (it is
 * never written). Nothing is picked by what its text says: another customer who shares the
 * person's venue, phone or name keeps every byte.
 */
function ownRows(table: string, p: PersonRows) {
  const bookings = idList(orNone(p.bookingIds))
  const byId: Record<string, number[]> = {
    bookings: p.bookingIds,
    chat_sessions: p.chatIds,
    inquiries: p.inquiryIds,
    quotes: p.quoteIds,
    waitlist_entries: p.waitlistIds,
    outbox: p.outboxIds,
  }
  if (table in byId) return sql`id = ANY(${idList(orNone(byId[table]))})`
  if (table.startsWith('bookings_')) return sql`_parent_id = ANY(${bookings})`
  if (table.startsWith('inquiries_')) return sql`_parent_id = ANY(${idList(orNone(p.inquiryIds))})`
  if (['payments', 'booking_documents', 'design_proofs'].includes(table))
    return sql`booking_id = ANY(${bookings})`
  if (table === 'payment_error_logs')
    return sql`booking_id = ANY(${textIdList(orNone(p.bookingIds))})`
  if (table === 'chat_messages') return sql`session_id = ANY(${idList(orNone(p.chatIds))})`
  return null
}

/**
 * Columns of the person's rows that the text scrub never touches: what the law keeps (document
 * numbers, kinds, amounts and breakdowns; quotes' numbers and prices), what money runs on (the
 * booking's price snapshot and plan, gateway ids) and the business's own details.
 */
const KEPT_COLUMNS = new Set([
  'bookings.reference',
  'bookings.snapshot',
  'bookings.payment_plan',
  'bookings.payment_intent_id',
  'bookings.agreement_document_number',
  'bookings.agreement_hash',
  'booking_documents.number',
  'booking_documents.kind',
  'booking_documents.breakdown',
  'booking_documents.issued_on',
  'booking_documents.source_key',
  'booking_documents.method',
  'booking_documents.seller_legal_name',
  'booking_documents.seller_gst_number',
  'booking_documents.seller_address',
  'booking_documents.seller_phone',
  'booking_documents.seller_email',
  'payments.intent_id',
  'payments.instalment_id',
  'quotes.number',
  'quotes.priced',
])
const scrubbable = (col: Column) => !KEPT_COLUMNS.has(`${col.table}.${col.column}`)

/**
 * Money records and numbered documents kept (six years, for the tax authority), per kind, and
 * their bookings whose automatic payments or saved card the erasure turns off and forgets.
 */
async function keptCounts(req: PayloadRequest, db: SqlDb, p: PersonRows) {
  const own = await bookingRecordCounts(req, p.bookingIds)
  const { rows } = await db.execute(sql`SELECT count(*)::int AS n FROM quotes
    WHERE id = ANY(${idList(orNone(p.quoteIds))})`)
  const counts: [string, number][] = [
    ['bookings', own.bookings],
    ['payments', own.payments],
    ...own.documents,
    ['quotes', Number(rows[0]?.n ?? 0)],
  ]
  return {
    kept: Object.fromEntries(counts.filter(([, n]) => n > 0)),
    autopayOff: own.autopayOrCard,
  }
}

/**
 * Erases a person (PIPEDA), in one transaction, by identity: their own rows (bookings with their
 * address, those bookings' payments, documents, history and emails, their carts, chats, leads,
 * quotes, waitlist entries, sign-ups and consents) have their personal fields blanked, and their
 * names, phones and addresses replaced in those rows' free text. No other row in the database
 * changes. Automatic payments go off and the saved card is forgotten. Bookings, payments and
 * numbered documents stay, statuses, numbers and sums unchanged (six years, for the tax records).
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
    const person = await identityOf(req, email)
    const patterns = erasurePatterns(person.identity)
    const { kept, autopayOff } = await keptCounts(req, db, person)
    const erased = await blankFields(req, person)
    let scrubbed = 0
    for (const col of (await textColumns(db)).filter(scrubbable)) {
      const own = ownRows(col.table, person)
      if (own) scrubbed += await scrubColumn(db, col, patterns.everything, ERASED, own)
    }
    const summary = `Erased a person's data; kept ${countsInWords(kept, 'no money records')}`
    await req.payload.create({
      collection: 'privacy-log',
      data: {
        action: 'erase',
        summary,
        actor,
        subjectHash: subjectHash(email),
        details: `Personal details blanked in ${countsInWords(erased)}; ${countsInWords({ mentions: scrubbed }, 'no other mentions')} replaced in their own records. ${KEPT_BY_LAW}: ${countsInWords(kept)}.${autopayOff ? ` Automatic payments turned off and the saved card forgotten on ${countsInWords({ bookings: autopayOff })}.` : ''}`,
      },
      req,
    })
    return {
      erased: { ...erased, mentions: scrubbed },
      kept,
      autopayOff,
      outcome: erasureOutcome({ kept, autopayOff }),
    }
  })
}
