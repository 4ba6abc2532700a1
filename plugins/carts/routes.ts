// The carts API's route table: the wizard's saved cart and the staff dashboard.
import { client, routesOf } from '@api-client'

import type { CartAbandonmentStats, CartErrorCode } from './contract'

const route = routesOf<CartErrorCode>()
/** A cart the server issued: its id and the secret that reads and writes it. */
export type CartSession = { sessionId: string; cartSecret: string }
type Tracked = Record<string, unknown> & { sessionId: string }

export const cartsRoutes = {
  start: route<{ body: Record<string, never>; res: CartSession }>().post('/api/cart/start'),
  recovered: route<{
    body: { recover: string }
    res: CartSession & { step: number; data: Record<string, unknown> | null }
  }>().post('/api/cart/recovered'),
  /** Tracking posts carry the cart's secret in the X-Cart-Secret header. */
  update: route<{ body: Tracked }>().post('/api/cart/update'),
  customerInfo: route<{ body: Tracked }>().post('/api/cart/customer-info'),
  customerInfoLegacy: route<{ body: Tracked }>().post('/api/customer-info'),
  stats: route<{ res: CartAbandonmentStats }>().get('/api/admin/cart-abandonment/stats'),
  process: route<{ res: { sent: number } }>().post('/api/admin/cart-abandonment/process'),
}
export const cartsApi = client(cartsRoutes)
