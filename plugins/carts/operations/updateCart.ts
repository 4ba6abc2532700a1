import type { PayloadRequest } from 'payload'

import type { Cart } from '../types'

import { toCents } from '../../booking/core/money'
import type { CartUpdate } from '../endpoints/schemas'
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
}: {
  req: PayloadRequest
  input: CartUpdate
}): Promise<Cart> {
  const { sessionId, step, totalAmount, ...fields } = input
  return upsertCart({
    req,
    sessionId,
    merge: (cart) => {
      const previous = savedData(cart)
      const columns: Record<string, unknown> = {}
      for (const key of COLUMNS)
        if (fields[key] !== undefined) columns[key] = fields[key] === '' ? null : fields[key]
      if (fields.guestCount !== undefined)
        columns.guestCount = fields.guestCount === '' ? null : fields.guestCount
      return {
        ...columns,
        ...(step !== undefined ? { step } : {}),
        ...(totalAmount !== undefined ? { totalCents: toCents(Number(totalAmount)) } : {}),
        data: { ...previous, ...fields, ...(step !== undefined ? { step } : {}) },
      }
    },
  })
}
