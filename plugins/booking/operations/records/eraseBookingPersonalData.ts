import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'

import { idList, textIdList, transactionDb } from '@server-kit'

/** What an erased field reads: the eraser's own words (plugins/privacy), passed in. */
export type ErasedWords = { text: string; email: string }

/**
 * Blanks the personal fields of these bookings and of what they hold, in the request's
 * transaction, under the booking row locks the caller took (lockBookingsOfEmail): name, email,
 * phone, address, notes, event details, the gallery link, the agreement's signature, IP and user
 * agent, the automatic-payment consent's IP and user agent; automatic payments go off and the
 * saved card is forgotten. Their payments lose staff notes, demo cards and client secrets, their
 * payment error logs the gateway customer and browser, their documents whom they were billed to.
 * Money fields, statuses, document numbers and amounts are never written. Answers rows changed.
 */
export async function eraseBookingPersonalData(
  req: PayloadRequest,
  bookingIds: number[],
  erased: ErasedWords,
) {
  const db = await transactionDb(req)
  const count = async (query: ReturnType<typeof sql>) => (await db.execute(query)).rows.length
  const none = bookingIds.length ? bookingIds : [0]
  const bookings = idList(none)
  // A field blanked only where it held something (an empty field stays empty).
  const blanked = (column: string) =>
    sql`${sql.raw(`"${column}"`)} = CASE WHEN ${sql.raw(`"${column}"`)} IS NULL THEN NULL ELSE ${erased.text} END`
  return {
    bookings: await count(sql`UPDATE bookings SET first_name = ${erased.text},
      last_name = ${erased.text}, email = ${erased.email}, phone = ${erased.text},
      address = ${erased.text}, notes = NULL,
      event_details_venue_contact_name = NULL, event_details_venue_contact_phone = NULL,
      event_details_booth_placement = NULL, event_details_frame_text = NULL,
      event_details_frame_colours = NULL, event_details_welcome_screen_text = NULL,
      gallery_url = NULL, client_key = NULL,
      ${blanked('agreement_signature_name')}, ${blanked('agreement_ip')},
      ${blanked('agreement_user_agent')},
      autopay = false, card_on_file = NULL,
      autopay_consent = CASE WHEN autopay_consent IS NULL OR jsonb_typeof(autopay_consent) <> 'object'
        THEN autopay_consent
        ELSE autopay_consent || jsonb_build_object('ip', ${erased.text}::text, 'userAgent', ${erased.text}::text) END,
      updated_at = now()
      WHERE id = ANY(${bookings}) RETURNING id`),
    // What the gateway and staff wrote about the person on their payments; sums stay.
    payments: await count(sql`UPDATE payments
      SET note = CASE WHEN note IS NULL THEN NULL ELSE ${erased.text} END,
      demo_card = NULL, client_secret = NULL
      WHERE booking_id = ANY(${bookings})
        AND (note IS NOT NULL OR demo_card IS NOT NULL OR client_secret IS NOT NULL)
      RETURNING id`),
    paymentErrors: await count(sql`UPDATE payment_error_logs
      SET customer_id = NULL, user_agent = NULL, context = NULL
      WHERE booking_id = ANY(${textIdList(none)}) RETURNING id`),
    // Numbered documents keep their number, kind, amounts and taxes (six years); only whom
    // they were billed to goes.
    documents: await count(sql`UPDATE booking_documents SET billed_to = ${erased.text},
      billed_email = ${erased.email} WHERE booking_id = ANY(${bookings}) RETURNING id`),
  }
}
