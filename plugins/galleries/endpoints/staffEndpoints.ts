import type { Endpoint } from 'payload'
import { z } from 'zod'

import { defineEndpoint, parseId } from '@server-kit'

import { galleryErrors } from '../messages'
import { boothKey } from '../operations/boothKey'
import { extendGallery } from '../operations/extendGallery'
import { galleriesDue } from '../operations/galleriesDue'
import { deletePhoto } from '../operations/galleryPhotos'
import { setGuestCode, staffGallery } from '../operations/staffGallery'

const idOf = (params: Record<string, string>) => parseId(params.id) ?? 0

/** Staff's gallery actions on a booking: see it (made on first look), set the code, delete a
 * file, extend it. */
export const staffGalleryEndpoints: Omit<Endpoint, 'root'>[] = [
  // Staff, or the event's attendant: the booth's upload key for the run sheet.
  defineEndpoint({
    path: '/:id/gallery/key',
    method: 'get',
    auth: (req) => Boolean(req.user),
    errors: galleryErrors,
    run: ({ req, params }) => boothKey(req, idOf(params)),
  }),
  defineEndpoint({
    path: '/:id/gallery',
    method: 'get',
    auth: 'staff',
    errors: galleryErrors,
    run: ({ req, params }) => staffGallery(req, idOf(params)),
  }),
  defineEndpoint({
    path: '/:id/gallery/code',
    method: 'post',
    auth: 'staff',
    schema: z.object({ code: z.union([z.string().regex(/^\d{4}$/), z.literal('')]) }),
    errors: galleryErrors,
    run: ({ req, params, data }) => setGuestCode(req, idOf(params), data.code || null),
  }),
  // One file taken out (a blurry shot, a guest's request): its sizes go with it.
  defineEndpoint({
    path: '/:id/gallery/photos/:photo/delete',
    method: 'post',
    auth: 'staff',
    errors: galleryErrors,
    run: ({ req, params }) => deletePhoto(req, idOf(params), parseId(params.photo) ?? 0),
  }),
  defineEndpoint({
    path: '/:id/gallery/extend',
    method: 'post',
    auth: 'staff',
    errors: galleryErrors,
    run: async ({ req, params }) => {
      const result = await extendGallery({ req, bookingId: idOf(params), now: new Date() })
      return result.ok ? { ok: true, body: { expiresOn: result.expiresOn } } : result
    },
  }),
]

/** GET /api/galleries-due: Today's panel of events past 20 hours with no photos. */
export const galleriesDueEndpoint = defineEndpoint({
  path: '/galleries-due',
  method: 'get',
  auth: 'staff',
  run: async ({ req }) => ({ ok: true, body: { due: await galleriesDue(req, new Date()) } }),
})
