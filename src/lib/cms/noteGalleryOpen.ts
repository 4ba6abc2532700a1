import { headers } from 'next/headers'
import { after } from 'next/server'
import { createLocalReq } from 'payload'

import { noteGalleryOpened } from '@reviews/server'

import { getPayloadClient } from './getPayloadClient'

/**
 * The gallery page was shown (open, with photos): after the response, the review plugin hears of
 * it (staff looking at it do not count), and sends the review request if this is the first time.
 */
export async function noteGalleryOpen(slug: string) {
  const requestHeaders = await headers()
  after(async () => {
    const payload = await getPayloadClient()
    try {
      const { user } = await payload.auth({ headers: requestHeaders })
      if (user) return // staff (or an attendant) checking the gallery
      await noteGalleryOpened(await createLocalReq({}, payload), slug)
    } catch (error) {
      // The scheduled pass sends it later; the visitor's page is already served.
      payload.logger.error({ err: error, msg: 'review request after a gallery opening failed' })
    }
  })
}
