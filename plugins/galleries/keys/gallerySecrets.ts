// By path, as the carts' and privacy's keys: the kit's index is server-only, this file pure.
import { hmac } from '../../../packages/server-kit/hmac'

// Nothing secret is stored: the upload key and the guest-code pass are HMACs of the server secret
// (as booking links are), so staff can be shown the key at any time and a database copy opens
// nothing.

/** The booth's upload key for one gallery: 24 characters, tied to the booking and the slug. */
export const uploadKeyFor = (secret: string, bookingId: number, slug: string) =>
  hmac(secret, `gallery-upload:${bookingId}:${slug}`).slice(0, 24)

/** The cookie value that proves a guest typed the gallery's code. */
export const guestPassFor = (secret: string, slug: string, code: string) =>
  hmac(secret, `gallery-guest:${slug}:${code}`).slice(0, 32)

/** 4 digits, as the booking's setting stores it. */
export const isGuestCode = (code: unknown): code is string =>
  typeof code === 'string' && /^\d{4}$/.test(code)
