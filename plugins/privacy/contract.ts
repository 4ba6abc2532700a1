// The privacy API as the staff Privacy view sees it: the route table.
import { client, routesOf } from '@api-client'
import type { CommonCode } from '@server-kit'

const route = routesOf<CommonCode>()
/**
 * POST /api/privacy/erase: how many of the person's records of each kind were erased or kept,
 * on how many bookings automatic payments were turned off, and `outcome`: that in words for staff.
 */
export type Erased = {
  erased: Record<string, number>
  kept: Record<string, number>
  autopayOff: number
  outcome: string
}

export const privacyRoutes = {
  exportData: route<{ body: { email: string } }>().download('/api/privacy/export', 'POST'),
  erase: route<{ body: { email: string }; res: Erased }>().post('/api/privacy/erase'),
}
export const privacyApi = client(privacyRoutes)
