import type { PayloadRequest } from 'payload'

import type { Cart } from '../types'

import { type CartUpdate, completesStepOne, isContactColumn } from '../endpoints/schemas'
import { savedData, upsertCart } from './upsertCart'

const COLUMNS = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'address',
  'eventType',
  'referralSource',
  'packageId',
  'eventDate',
  'eventTime',
  'backdropId',
] as const

/** Keeps the visitor's cart current: known fields in columns (for staff), everything in `data`. */
export async function updateCart({
  req,
  input,
  secret,
}: {
  req: PayloadRequest
  input: CartUpdate
  secret: string
}): Promise<Cart | null> {
  const { sessionId, step, totalCents, ...fields } = input
  // Contact columns (the reminder address) only from a completed step 1.
  const complete = completesStepOne(fields)
  return upsertCart({
    req,
    sessionId,
    secret,
    merge: (cart) => {
      const previous = savedData(cart)
      const columns: Record<string, unknown> = {}
      for (const key of COLUMNS)
        if (fields[key] !== undefined && (complete || !isContactColumn(key)))
          columns[key] = fields[key] === '' ? null : fields[key]
      if (fields.guestCount !== undefined)
        columns.guestCount = fields.guestCount === '' ? null : fields.guestCount
      return {
        ...columns,
        ...(step !== undefined ? { step } : {}),
        ...(totalCents !== undefined ? { totalCents } : {}),
        data: { ...previous, ...fields, ...(step !== undefined ? { step } : {}) },
      }
    },
  })
}
