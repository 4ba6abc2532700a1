import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'

import { eraseBookingPersonalData } from '@booking/server'
import { idList, transactionDb, type SqlDb } from '@server-kit'
import { ERASED, ERASED_EMAIL } from '../../core/erasurePatterns'
import { orNone, type PersonRows } from './identityOf'

const count = async (db: SqlDb, query: ReturnType<typeof sql>) =>
  (await db.execute(query)).rows.length

/**
 * The person's own rows, by id, their personal fields replaced whole: their bookings' (booking
 * blanks those, with their payments, payment errors and documents: eraseBookingPersonalData,
 * under the booking row locks `identityOf` took), design proof comments, chat text, leads,
 * quotes' and waitlist entries' names, email bodies; carts, sign-ups and consents go. Money
 * fields, statuses, document numbers and amounts are never written.
 */
export async function blankFields(req: PayloadRequest, p: PersonRows) {
  const db = await transactionDb(req)
  const chats = idList(orNone(p.chatIds))
  const inquiries = idList(orNone(p.inquiryIds))
  const bookings = idList(orNone(p.bookingIds))
  return {
    ...(await eraseBookingPersonalData(req, p.bookingIds, { text: ERASED, email: ERASED_EMAIL })),
    designProofs: await count(
      db,
      sql`UPDATE design_proofs SET customer_comment = NULL
      WHERE booking_id = ANY(${bookings}) AND customer_comment IS NOT NULL RETURNING id`,
    ),
    carts: await count(
      db,
      sql`DELETE FROM carts WHERE id = ANY(${idList(p.cartIds)}) RETURNING id`,
    ),
    chatMessages: await count(
      db,
      sql`UPDATE chat_messages SET text = ${ERASED}
      WHERE session_id = ANY(${chats}) RETURNING id`,
    ),
    chats: await count(
      db,
      sql`UPDATE chat_sessions SET customer_name = ${ERASED},
      customer_email = ${ERASED_EMAIL}, last_message = ${ERASED}, memory_place = NULL
      WHERE id = ANY(${chats}) RETURNING id`,
    ),
    inquiries: await count(
      db,
      sql`UPDATE inquiries SET name = ${ERASED}, email = ${ERASED_EMAIL},
      phone = ${ERASED}, address = ${ERASED}, message = ${ERASED},
      staff_note = CASE WHEN staff_note IS NULL THEN NULL ELSE ${ERASED} END
      WHERE id = ANY(${inquiries}) RETURNING id`,
    ),
    // A quote keeps its number and total (a numbered document); whom it was for goes.
    quotes: await count(
      db,
      sql`UPDATE quotes SET customer_name = ${ERASED}, email = ${ERASED_EMAIL}
      WHERE id = ANY(${idList(orNone(p.quoteIds))}) RETURNING id`,
    ),
    waitlist: await count(
      db,
      sql`UPDATE waitlist_entries SET name = ${ERASED}, email = ${ERASED_EMAIL}, phone = ${ERASED}
      WHERE id = ANY(${idList(orNone(p.waitlistIds))}) RETURNING id`,
    ),
    // Kept as a record that an email went out (its subject scrubbed of them); its body goes.
    emails: await count(
      db,
      sql`UPDATE outbox SET "to" = ${ERASED_EMAIL}, text = ${ERASED},
      html = NULL, attachments = NULL, sealed = NULL, headers = NULL
      WHERE id = ANY(${idList(orNone(p.outboxIds))}) RETURNING id`,
    ),
    subscriptions: await count(
      db,
      sql`DELETE FROM subscribers WHERE id = ANY(${idList(orNone(p.subscriberIds))}) RETURNING id`,
    ),
    consents: await count(
      db,
      sql`DELETE FROM consents WHERE id = ANY(${idList(orNone(p.consentIds))}) RETURNING id`,
    ),
    unsubscribes: await count(
      db,
      sql`UPDATE unsubscribes SET email = ${ERASED_EMAIL}
      WHERE id = ANY(${idList(orNone(p.unsubscribeIds))}) RETURNING id`,
    ),
  }
}
