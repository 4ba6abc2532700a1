import type { PayloadRequest } from 'payload'

import type { AccountingCodes } from '../core/accountingRows'
import type { Seller } from '../operations/reportCsv'

/** A download the browser saves under `filename`, never cached (it carries the business's money). */
export const fileResponse = (body: string | Uint8Array, type: string, filename: string) =>
  new Response(body as BodyInit, {
    headers: {
      'Content-Type': type,
      'Content-Disposition': `attachment; filename="${filename}"`,
      'Cache-Control': 'private, no-store',
    },
  })

/** The business as Site Settings names it today (the worksheet is prepared now). */
export async function currentSeller(req: PayloadRequest): Promise<Seller & { address: string }> {
  const s = await req.payload.findGlobal({ slug: 'site-settings', depth: 0, req })
  return {
    legalName: s.legalName || s.businessName || '',
    gstNumber: s.gstNumber ?? '',
    address: s.legalAddress ?? '',
  }
}

/** The tax code names Site Settings gives (the owner's accounting products), else the defaults. */
export async function accountingCodes(
  req: PayloadRequest,
  defaults: AccountingCodes,
): Promise<AccountingCodes> {
  const s = await req.payload.findGlobal({ slug: 'site-settings', depth: 0, req })
  return {
    ...defaults,
    qboTaxCode: s.qboTaxCode?.trim() || defaults.qboTaxCode,
    xeroTaxType: s.xeroTaxType?.trim() || defaults.xeroTaxType,
  }
}
