import { sql } from '@payloadcms/db-postgres'

import type { SqlDb } from '@server-kit'
import { idList } from './idList'
import { ERASED, ERASED_EMAIL } from '../../core/erasurePatterns'
import type { PersonRows } from './identityOf'

const count = async (db: SqlDb, query: ReturnType<typeof sql>) =>
  (await db.execute(query)).rows.length

/**
 * The fields the request names, replaced whole: name, email, phone, address, notes, event details,
 * chat text, email bodies; cart contents, sign-ups and consents go. Money rows keep their sums.
 */
export async function blankFields(db: SqlDb, p: PersonRows, email: string) {
  const ids = p.bookingIds.length ? p.bookingIds : [0]
  const chats = p.chatIds.length ? p.chatIds : [0]
  return {
    bookings: await count(
      db,
      sql`UPDATE bookings SET first_name = ${ERASED}, last_name = ${ERASED},
      email = ${ERASED_EMAIL}, phone = ${ERASED}, address = ${ERASED}, notes = NULL,
      event_details_venue_contact_name = NULL, event_details_venue_contact_phone = NULL,
      event_details_booth_placement = NULL, event_details_frame_text = NULL,
      event_details_frame_colours = NULL, event_details_welcome_screen_text = NULL,
      gallery_url = NULL, client_key = NULL
      WHERE id = ANY(${idList(ids)}) RETURNING id`,
    ),
    documents: await count(
      db,
      sql`UPDATE booking_documents SET billed_to = ${ERASED},
      billed_email = ${ERASED_EMAIL} WHERE booking_id = ANY(${idList(ids)}) RETURNING id`,
    ),
    carts: await count(
      db,
      sql`DELETE FROM carts WHERE id = ANY(${idList(p.cartIds)}) RETURNING id`,
    ),
    chatMessages: await count(
      db,
      sql`UPDATE chat_messages SET text = ${ERASED}
      WHERE session_id = ANY(${idList(chats)}) RETURNING id`,
    ),
    chats: await count(
      db,
      sql`UPDATE chat_sessions SET customer_name = ${ERASED},
      customer_email = ${ERASED_EMAIL}, last_message = ${ERASED}, memory_place = NULL
      WHERE id = ANY(${idList(chats)}) RETURNING id`,
    ),
    inquiries: await count(
      db,
      sql`UPDATE inquiries SET name = ${ERASED}, email = ${ERASED_EMAIL},
      phone = ${ERASED}, address = ${ERASED}, message = ${ERASED}
      WHERE id = ANY(${idList(p.inquiryIds)}) RETURNING id`,
    ),
    // Kept as a record that an email went out (subject scrubbed later); its body goes.
    emails: await count(
      db,
      sql`UPDATE outbox SET "to" = ${ERASED_EMAIL}, text = ${ERASED},
      html = NULL, attachments = NULL, sealed = NULL, headers = NULL
      WHERE lower("to") = ${email} OR booking_id = ANY(${idList(ids)}) RETURNING id`,
    ),
    subscriptions: await count(
      db,
      sql`DELETE FROM subscribers WHERE lower(email) = ${email} RETURNING id`,
    ),
    consents: await count(db, sql`DELETE FROM consents WHERE email = ${email} RETURNING id`),
    unsubscribes: await count(
      db,
      sql`UPDATE unsubscribes SET email = ${ERASED_EMAIL}
      WHERE email = ${email} RETURNING id`,
    ),
  }
}
