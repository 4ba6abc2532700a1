import { sql } from '@payloadcms/db-postgres'

import type { SqlDb } from '@server-kit'
import { idList, textIdList } from './idList'
import { ERASED, ERASED_EMAIL } from '../../core/erasurePatterns'
import { orNone, type PersonRows } from './identityOf'

const count = async (db: SqlDb, query: ReturnType<typeof sql>) =>
  (await db.execute(query)).rows.length

/** A field blanked only where it held something (an empty field stays empty). */
const blanked = (column: string) =>
  sql.raw(`"${column}" = CASE WHEN "${column}" IS NULL THEN NULL ELSE '${ERASED}' END`)

/**
 * The person's own rows, by id, their personal fields replaced whole: name, email, phone,
 * address, notes, event details, the agreement's signature, IP and user agent, the automatic
 * payment consent's IP and user agent, chat text, email bodies; carts, sign-ups and consents go.
 * Automatic payments are turned off and the saved card forgotten (the gateway's customer and
 * payment method ids), under the booking row locks `identityOf` took. Money fields, statuses,
 * document numbers and amounts are never written.
 */
export async function blankFields(db: SqlDb, p: PersonRows) {
  const bookings = idList(orNone(p.bookingIds))
  const chats = idList(orNone(p.chatIds))
  const inquiries = idList(orNone(p.inquiryIds))
  return {
    bookings: await count(
      db,
      sql`UPDATE bookings SET first_name = ${ERASED}, last_name = ${ERASED},
      email = ${ERASED_EMAIL}, phone = ${ERASED}, address = ${ERASED}, notes = NULL,
      event_details_venue_contact_name = NULL, event_details_venue_contact_phone = NULL,
      event_details_booth_placement = NULL, event_details_frame_text = NULL,
      event_details_frame_colours = NULL, event_details_welcome_screen_text = NULL,
      gallery_url = NULL, client_key = NULL,
      ${blanked('agreement_signature_name')}, ${blanked('agreement_ip')},
      ${blanked('agreement_user_agent')},
      autopay = false, card_on_file = NULL,
      autopay_consent = CASE WHEN autopay_consent IS NULL OR jsonb_typeof(autopay_consent) <> 'object'
        THEN autopay_consent
        ELSE autopay_consent || jsonb_build_object('ip', ${ERASED}::text, 'userAgent', ${ERASED}::text) END,
      updated_at = now()
      WHERE id = ANY(${bookings}) RETURNING id`,
    ),
    // What the gateway and staff wrote about the person on their payments; sums stay.
    payments: await count(
      db,
      sql`UPDATE payments SET note = CASE WHEN note IS NULL THEN NULL ELSE ${ERASED} END,
      demo_card = NULL, client_secret = NULL
      WHERE booking_id = ANY(${bookings})
        AND (note IS NOT NULL OR demo_card IS NOT NULL OR client_secret IS NOT NULL)
      RETURNING id`,
    ),
    paymentErrors: await count(
      db,
      sql`UPDATE payment_error_logs SET customer_id = NULL, user_agent = NULL, context = NULL
      WHERE booking_id = ANY(${textIdList(orNone(p.bookingIds))}) RETURNING id`,
    ),
    // Numbered documents keep their number, kind, amounts and taxes (six years); only whom
    // they were billed to goes.
    documents: await count(
      db,
      sql`UPDATE booking_documents SET billed_to = ${ERASED},
      billed_email = ${ERASED_EMAIL} WHERE booking_id = ANY(${bookings}) RETURNING id`,
    ),
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
