import { createLocalReq } from 'payload'

import { areaTravelFees } from '@booking/server'

import { getPayloadClient } from './getPayloadClient'

/** Each service area's typical travel fee in cents (the quote's rule), or null where unknown. */
export async function getAreaTravelFees(names: string[]) {
  const payload = await getPayloadClient()
  const req = await createLocalReq({}, payload)
  return areaTravelFees(req, names)
}
