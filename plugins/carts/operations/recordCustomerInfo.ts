import type { PayloadRequest } from 'payload'

import type { Cart } from '../types'

import { completesStepOne, type CustomerInfo, isContactColumn } from '../endpoints/schemas'
import { savedData, upsertCart } from './upsertCart'

/** Step 1 done: who the visitor is, so staff can follow up on an abandoned cart. */
export async function recordCustomerInfo({
  req,
  input,
  secret,
}: {
  req: PayloadRequest
  input: CustomerInfo
  secret: string
}): Promise<Cart | null> {
  const { sessionId, timestamp: _clientTime, guestCount, ...fields } = input
  // A name and email typed into a half-done form are no reminder address (nor a relay's).
  const complete = completesStepOne({ ...fields, guestCount })
  return upsertCart({
    req,
    sessionId,
    secret,
    merge: (cart) => {
      const previous = savedData(cart)
      const columns = Object.fromEntries(
        Object.entries(fields)
          .filter(([k, v]) => v !== undefined && (complete || !isContactColumn(k)))
          .map(([k, v]) => [k, v === '' ? null : v]),
      )
      return {
        ...columns,
        ...(guestCount !== undefined ? { guestCount: guestCount === '' ? null : guestCount } : {}),
        // Server time: the client's clock may be wrong.
        ...(complete ? { customerInfoAt: new Date().toISOString() } : {}),
        data: { ...previous, ...fields, ...(guestCount !== undefined ? { guestCount } : {}) },
      }
    },
  })
}
