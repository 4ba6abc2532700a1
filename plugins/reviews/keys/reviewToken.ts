// By path: the kit's index is server-only, and these two are plain functions.
import { hmac } from '../../../packages/server-kit/hmac'
import { safeEqual } from '../../../packages/server-kit/safeEqual'

/**
 * The review link's token: a signature of the booking id under the server's secret. Nothing is
 * stored (a database dump opens no review page); the link carries it as `?token=`, which the
 * Outbox's readable copy redacts.
 */
export const reviewToken = (secret: string, bookingId: number) =>
  hmac(secret, `review:${bookingId}`)

/** Does `token` open the review page of `bookingId`? (Constant time; any other booking: no.) */
export const reviewTokenMatches = (secret: string, bookingId: number, token: string | undefined) =>
  typeof token === 'string' &&
  token.length === 43 &&
  safeEqual(token, reviewToken(secret, bookingId))

/** The link in the request email. */
export const reviewUrl = (origin: string, secret: string, bookingId: number) =>
  `${origin}/review/${bookingId}?token=${reviewToken(secret, bookingId)}`
