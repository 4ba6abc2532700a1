// The crew API as the manage page and the staff views see it: types and the route table.
import { client, routesOf } from '@api-client'
import type { CommonCode } from '@server-kit'

import type { CrewCode } from './messages'
import type { BookingCrew } from './operations/bookingCrew'

const route = routesOf<CrewCode | CommonCode>()

export type { BookingCrew }
/** The customer's view of the booking's design proof (GET and POST /api/bookings/:id/design). */
export type DesignView = {
  locked: boolean
  proof: { id: number; status: string; comment: string | null; fileUrl: string } | null
}
export type NeedsAttendantRow = {
  bookingId: number
  reference: string
  when: string
  booth: string
  state: string
}
export type DesignPendingRow = { bookingId: number; reference: string; when: string; state: string }

export const crewRoutes = {
  design: route<{ query: { token: string }; res: DesignView }>().get('/api/bookings/:id/design'),
  decideDesign: route<{
    body: { token: string; decision: string; comment?: string }
    res: DesignView
  }>().post('/api/bookings/:id/design'),
  bookingCrew: route<{ res: BookingCrew }>().get('/api/bookings/:id/crew'),
  assign: route<{ body: { booth: string; userId: number | null } }>().post(
    '/api/bookings/:id/crew',
  ),
  /** An attendant's answer, check-in/out or packing tick on one assignment. */
  assignment: route<{ body: { action: string } & Record<string, unknown> }>().post(
    '/api/crew/assignments/:id',
  ),
  collectPayment: route<{
    body: { method: string; amountCents: number; requestId: string }
  }>().post('/api/crew/assignments/:id/payment'),
  needsAttendant: route<{ res: { events: NeedsAttendantRow[] } }>().get(
    '/api/crew/needs-attendant',
  ),
  designsPending: route<{ res: { events: DesignPendingRow[] } }>().get('/api/crew/designs-pending'),
}
export const crewApi = client(crewRoutes)
