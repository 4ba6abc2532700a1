import { createLocalReq } from 'payload'

import { findOwnedDocument } from '@booking/server'
import { documentView } from '@booking/rules'

import { getPayloadClient } from './getPayloadClient'

type Params = Record<string, string | string[] | undefined>

const one = (v: string | string[] | undefined) => (typeof v === 'string' ? v : '')

/**
 * The document named by ?booking_id=&token=&number= for the holder of the booking's token, or
 * null (the caller answers 404 whatever was wrong).
 */
export async function getOwnedDocument(params: Params) {
  const bookingId = Number(one(params.booking_id))
  const token = one(params.token)
  const number = one(params.number)
  const payload = await getPayloadClient()
  const req = await createLocalReq({}, payload)
  const doc = await findOwnedDocument({ req, bookingId, token, number })
  return doc ? { view: documentView(doc), bookingId, token, number } : null
}
