import { cookies } from 'next/headers'
import { createLocalReq } from 'payload'

import { loadGallery, passCookieName } from '@galleries/server'

import { getPayloadClient } from './getPayloadClient'

/** The gallery page's data for this link and the visitor's guest-code pass (a cookie). */
export async function getGallery(slug: string) {
  const payload = await getPayloadClient()
  const req = await createLocalReq({}, payload)
  const pass = (await cookies()).get(passCookieName(slug))?.value
  return loadGallery(req, slug, pass)
}
