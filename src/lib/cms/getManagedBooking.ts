import { createLocalReq } from 'payload'

import { loadManagedBooking } from '@booking/server'

import { getPayloadClient } from './getPayloadClient'

/** The manage page's data for this id and token at this moment, or { ok: false } (404). */
export async function getManagedBooking(bookingId: number, token: string) {
  const payload = await getPayloadClient()
  const req = await createLocalReq({}, payload)
  return loadManagedBooking({ req, bookingId, token, now: new Date() })
}
