import crypto from 'node:crypto'
import type { PayloadRequest } from 'payload'

/**
 * The payment row's id: from the form's request key when it sent one (per booking, so two
 * bookings' keys never meet), so the same request twice names the same row; random otherwise.
 */
export const offlineIntentId = (input: { bookingId: number; requestKey?: string }) =>
  input.requestKey
    ? `offline_${input.bookingId}_${input.requestKey}`
    : `offline_${crypto.randomUUID()}`

/** Whether a payment with this id exists (read under the booking's row lock). */
export async function alreadyRecorded(req: PayloadRequest, intentId: string): Promise<boolean> {
  const { totalDocs } = await req.payload.count({
    collection: 'payments',
    where: { intentId: { equals: intentId } },
    req,
  })
  return totalDocs > 0
}
