import type { PayloadRequest } from 'payload'

import { siteOrigin } from '@server-kit'
import type { Sender } from '../core/caslFooter'

/** Who a commercial email says it is from (Site Settings), or null without a mailing address. */
export async function commercialSender(req: PayloadRequest): Promise<Sender | null> {
  const s = await req.payload.findGlobal({ slug: 'site-settings', depth: 0, req })
  const mailingAddress = (s.mailingAddress ?? '').trim()
  if (!mailingAddress) return null
  return {
    legalName: s.legalName?.trim() || s.businessName,
    mailingAddress,
    phone: s.phone,
    email: s.email,
    siteUrl: siteOrigin(),
  }
}
