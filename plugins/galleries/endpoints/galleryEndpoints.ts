import type { Endpoint, PayloadRequest } from 'payload'
import { z } from 'zod'

import { defineEndpoint, parseId } from '@server-kit'

import { guestPassFor, isGuestCode } from '../keys/gallerySecrets'
import { galleryErrors } from '../messages'
import { galleryAccess, passCookieName, passFromCookies } from '../operations/galleryAccess'
import { loadGallery } from '../operations/loadGallery'
import { photoResponse, type PhotoSize } from '../operations/photoResponse'
import { zipResponse } from '../operations/zipResponse'

const read = { name: 'gallery-read', points: 3000, durationSeconds: 60 }
const SIZES: PhotoSize[] = ['thumb', 'web', 'original']

const access = (req: PayloadRequest, slug: string) =>
  galleryAccess(req, slug, passFromCookies(req.headers.get('cookie'), slug))

/** The public gallery's reads: its photos, files and zip, for the holders of its link (and code). */
export const galleryEndpoints: Omit<Endpoint, 'root'>[] = [
  defineEndpoint({
    path: '/:slug/photos/:photo/:size',
    method: 'get',
    rateLimit: read,
    errors: galleryErrors,
    run: async ({ req, params }) => {
      const size = params.size as PhotoSize
      const found = await access(req, params.slug)
      if (!found.ok) return { ok: false, code: found.code }
      if (!SIZES.includes(size) || found.gallery.status !== 'active')
        return { ok: false, code: 'not_found' }
      const download = new URL(req.url ?? '', 'http://x').searchParams.has('download')
      const file = await photoResponse(
        req,
        found.gallery,
        parseId(params.photo) ?? 0,
        size,
        download,
      )
      return file ?? { ok: false, code: 'not_found' }
    },
  }),
  defineEndpoint({
    path: '/:slug/zip',
    method: 'get',
    rateLimit: { name: 'gallery-zip', points: 10, durationSeconds: 60 },
    errors: galleryErrors,
    run: async ({ req, params }) => {
      const found = await access(req, params.slug)
      if (!found.ok) return { ok: false, code: found.code }
      if (found.gallery.status !== 'active') return { ok: false, code: 'gallery_expired' }
      return zipResponse(req, found.gallery)
    },
  }),
  defineEndpoint({
    path: '/:slug/code',
    method: 'post',
    schema: z.object({ code: z.string().max(10) }),
    // Ten thousand codes: a handful of tries a minute per client.
    rateLimit: { name: 'gallery-code', points: 10, durationSeconds: 600 },
    errors: galleryErrors,
    run: async ({ req, params, data }) => {
      const found = await access(req, params.slug)
      if (!found.ok && found.code === 'not_found') return { ok: false, code: 'not_found' }
      const gallery = found.ok ? found.gallery : found.gallery
      if (!gallery.guestCode) return { ok: true, body: { ok: true } }
      if (!isGuestCode(data.code) || data.code !== gallery.guestCode)
        return { ok: false, code: 'wrong_code' }
      const pass = guestPassFor(req.payload.secret, params.slug, gallery.guestCode)
      const cookie = `${passCookieName(params.slug)}=${pass}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${60 * 60 * 24 * 90}`
      return { ok: true, body: { ok: true }, headers: { 'Set-Cookie': cookie } }
    },
  }),
  defineEndpoint({
    path: '/:slug',
    method: 'get',
    rateLimit: read,
    errors: galleryErrors,
    run: async ({ req, params }) => {
      const view = await loadGallery(
        req,
        params.slug,
        passFromCookies(req.headers.get('cookie'), params.slug),
      )
      if (view.state === 'not_found') return { ok: false, code: 'not_found' }
      if (view.state === 'code_required') return { ok: false, code: 'code_required' }
      return {
        ok: true,
        body: view,
        headers: { 'X-Robots-Tag': 'noindex', 'Cache-Control': 'private, no-store' },
      }
    },
  }),
]
