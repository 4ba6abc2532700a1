import type { PayloadRequest } from 'payload'

import { siteOrigin } from '@server-kit'
import type { EmailSite } from './emailTypes'

/** The site block every email signs with: Site Settings' name, email and phone, and the site URL. */
export async function emailSite(req: PayloadRequest): Promise<EmailSite> {
  const settings = await req.payload.findGlobal({ slug: 'site-settings', depth: 0, req })
  // Links in emails are absolute: the site URL, else the origin `npm start` serves.
  const siteUrl = siteOrigin()
  return {
    businessName: settings.businessName,
    businessEmail: settings.email,
    businessPhone: settings.phone,
    siteUrl,
    reviewUrl: settings.reviewUrl ?? null,
  }
}
