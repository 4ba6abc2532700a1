import type { PayloadRequest } from 'payload'

import type { CommercialList } from '../core/emailKinds'
import { normalEmail } from '../keys/unsubscribeToken'

/** Has this address stopped this list, or all marketing email? */
export async function isUnsubscribed(
  req: PayloadRequest,
  email: string,
  list: CommercialList,
): Promise<boolean> {
  const { totalDocs } = await req.payload.count({
    collection: 'unsubscribes',
    where: { and: [{ email: { equals: normalEmail(email) } }, { list: { in: [list, 'all'] } }] },
    req,
  })
  return totalDocs > 0
}
