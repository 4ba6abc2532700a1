import type { PayloadRequest } from 'payload'

import type { Payment } from '../../types'

/** The payment row of a gateway intent, or null (intent ids are unique). */
export async function findPaymentByIntent(
  req: PayloadRequest,
  intentId: string,
): Promise<Payment | null> {
  const { docs } = await req.payload.find({
    collection: 'payments',
    where: { intentId: { equals: intentId } },
    limit: 1,
    depth: 0,
    req,
  })
  return docs[0] ?? null
}
