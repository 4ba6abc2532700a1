import type { PayloadRequest } from 'payload'

import { queueSms, type SmsOutcome } from '@outbox/server'

import type { Booking } from '../../types'

/**
 * A text to the booking's customer beside its email, when they agreed to texts at booking (the
 * Outbox checks the consent, STOP and whether Twilio is set up). Once per `dedupeKey`.
 */
export async function textCustomer(
  req: PayloadRequest,
  booking: Pick<Booking, 'id' | 'phone'>,
  sms: { kind: string; text: (business: string) => string; dedupeKey: string },
): Promise<SmsOutcome> {
  const settings = await req.payload.findGlobal({ slug: 'site-settings', depth: 0, req })
  return queueSms(req, {
    to: booking.phone,
    text: sms.text(settings.businessName || 'Your photo booth'),
    kind: sms.kind,
    audience: 'customer',
    bookingId: booking.id,
    dedupeKey: sms.dedupeKey,
  })
}
