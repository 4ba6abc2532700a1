import type { PayloadRequest } from 'payload'

import { hasRole, safeEqual } from '@server-kit'

import { guestPassFor } from '../keys/gallerySecrets'
import { galleryBySlug } from './ensureGallery'
import type { GalleryRow } from './galleryTypes'

const SLUG = /^[A-Za-z0-9_-]{22}$/

/** The guest-code cookie of one gallery (its pass, never the code itself). */
export const passCookieName = (slug: string) => `gallery-pass-${slug}`

export type GalleryAccess =
  | { ok: true; gallery: GalleryRow }
  | { ok: false; code: 'not_found' }
  | { ok: false; code: 'code_required'; gallery: GalleryRow }

/**
 * Who may see a gallery: anyone with its link, and when it has a guest code, only with the pass
 * the code form set (staff always). An unknown or malformed slug is a plain 404.
 */
export async function galleryAccess(
  req: PayloadRequest,
  slug: string,
  pass: string | undefined,
): Promise<GalleryAccess> {
  if (!SLUG.test(slug)) return { ok: false, code: 'not_found' }
  const gallery = await galleryBySlug(req, slug)
  if (!gallery) return { ok: false, code: 'not_found' }
  if (!gallery.guestCode || hasRole(req.user, ['admin', 'staff'])) return { ok: true, gallery }
  const expected = guestPassFor(req.payload.secret, slug, gallery.guestCode)
  return pass && safeEqual(pass, expected)
    ? { ok: true, gallery }
    : { ok: false, code: 'code_required', gallery }
}

/** The pass cookie's value from a Cookie header. */
export function passFromCookies(header: string | null, slug: string): string | undefined {
  const name = passCookieName(slug)
  for (const part of (header ?? '').split(';')) {
    const [k, ...v] = part.trim().split('=')
    if (k === name) return v.join('=')
  }
  return undefined
}
