// The carts API as browser and admin code see it: types and the route table (routes.ts), from the
// server's own modules.
import type { CommonCode } from '@server-kit'

import type { cartErrors } from './messages'
import type { CartAbandonmentStats } from './operations/cartAbandonmentStats'

export type { CartAbandonmentStats }

/** Every error body carries one of these codes; switch on it, never on the message. */
export type CartErrorCode = keyof typeof cartErrors | CommonCode

/** The route table: each endpoint as a typed call. */
export * from './routes'
