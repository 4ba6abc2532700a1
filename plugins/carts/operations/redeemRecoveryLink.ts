import type { PayloadRequest } from 'payload'

import { hashCartSecret, newCartSecret, readRecoveryToken } from '../keys/cartKeys'
import type { Cart } from '../types'
import { findCart } from './upsertCart'
import { poolOf } from '@server-kit'

export type Redeemed =
  { ok: true; cart: Cart; cartSecret: string } | { ok: false; code: 'recovery_invalid' }

/**
 * A reminder's link opens its cart once: the cart is marked recovered and gets a new secret in
 * ONE conditional UPDATE, so a second use (or anyone who held the old secret) opens nothing.
 */
export async function redeemRecoveryLink({
  req,
  token,
  now,
}: {
  req: PayloadRequest
  token: string
  now: Date
}): Promise<Redeemed> {
  const sessionId = readRecoveryToken(req.payload.secret, token, now)
  if (!sessionId) return { ok: false, code: 'recovery_invalid' }
  const cartSecret = newCartSecret()
  const pool = poolOf(req.payload)
  const { rowCount } = await pool.query(
    `UPDATE carts SET recovered = true, recovered_at = $1, secret_hash = $2, updated_at = now()
     WHERE session_id = $3 AND recovered IS NOT TRUE AND converted IS NOT TRUE`,
    [now.toISOString(), hashCartSecret(cartSecret), sessionId],
  )
  const cart = rowCount === 1 ? await findCart({ req, sessionId }) : null
  return cart ? { ok: true, cart, cartSecret } : { ok: false, code: 'recovery_invalid' }
}
