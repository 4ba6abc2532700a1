// The galleries API's route table: the guest code form and the staff gallery panels.
import { client, routesOf } from '@api-client'
import type { CommonCode } from '@server-kit'

import type { GalleryView } from './contract'
import type { GalleryCode } from './messages'

const route = routesOf<GalleryCode | CommonCode>()

/** GET /api/bookings/:id/gallery (staff): the gallery's link, booth key, code and expiry. */
export type StaffGallery = {
  url: string
  uploadUrl: string
  uploadKey: string
  uploadKeyLastDay: string
  guestCode: string | null
  expiresOn: string
  status: 'active' | 'expired'
  photoCount: number
  /** Newest first; `thumbUrl` null until the sizes job made the thumbnail. */
  photos: { id: number; name: string; kind: string; uploaded: string; thumbUrl: string | null }[]
}
export type BoothKey = { uploadKey: string; uploadUrl: string; uploadKeyLastDay: string }
export type GalleryDue = { id: number; reference: string; name: string; eventDate: string }

export const galleriesRoutes = {
  /** The whole open gallery (the guest page's "Show all"). */
  view: route<{ res: Extract<GalleryView, { state: 'open' }> }>().get('/api/galleries/:slug'),
  guestCode: route<{ body: { code: string } }>().post('/api/galleries/:slug/code'),
  staffGallery: route<{ res: StaffGallery }>().get('/api/bookings/:id/gallery'),
  boothKey: route<{ res: BoothKey }>().get('/api/bookings/:id/gallery/key'),
  setCode: route<{ body: { code: string }; res: { expiresOn?: string } }>().post(
    '/api/bookings/:id/gallery/code',
  ),
  deletePhoto: route<{ body: Record<string, never>; res: { deleted: string } }>().post(
    '/api/bookings/:id/gallery/photos/:photo/delete',
  ),
  extend: route<{ body: Record<string, never>; res: { expiresOn?: string } }>().post(
    '/api/bookings/:id/gallery/extend',
  ),
  due: route<{ res: { due: GalleryDue[] } }>().get('/api/galleries-due'),
}
export const galleriesApi = client(galleriesRoutes)
