import type { PayloadRequest } from 'payload'

import { staffActor } from '../operations/actor'
import { bookingActionErrors } from './bookingActionErrors'

/** What every staff booking action shares: a staff session, the action error table. */
export const staffCommon = { auth: 'staff' as const, errors: bookingActionErrors }
export const bookingId = (params: Record<string, string>) => Number(params.id) || 0
export const staffContext = (req: PayloadRequest) => ({
  req,
  actor: staffActor(req),
  now: new Date(),
})
