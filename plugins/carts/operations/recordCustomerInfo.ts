import type { PayloadRequest } from 'payload'

import type { Cart } from '../types'

import type { CustomerInfo } from '../endpoints/schemas'
import { savedData, upsertCart } from './upsertCart'

/** Step 1 done: who the visitor is, so staff can follow up on an abandoned cart. */
export async function recordCustomerInfo({
  req,
  input,
}: {
  req: PayloadRequest
  input: CustomerInfo
}): Promise<Cart> {
  const { sessionId, timestamp: _clientTime, guestCount, ...fields } = input
  return upsertCart({
    req,
    sessionId,
    merge: (cart) => {
      const previous = savedData(cart)
      const columns = Object.fromEntries(
        Object.entries(fields)
          .filter(([, v]) => v !== undefined)
          .map(([k, v]) => [k, v === '' ? null : v]),
      )
      return {
        ...columns,
        ...(guestCount !== undefined ? { guestCount: guestCount === '' ? null : guestCount } : {}),
        // Server time: the client's clock may be wrong.
        customerInfoAt: new Date().toISOString(),
        data: { ...previous, ...fields, ...(guestCount !== undefined ? { guestCount } : {}) },
      }
    },
  })
}
