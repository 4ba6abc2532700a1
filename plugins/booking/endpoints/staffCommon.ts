import { parseId } from '@server-kit'
import type { PayloadRequest } from 'payload'

import { staffActor } from '../operations/records/actor'
import { bookingActionErrors } from './bookingActionErrors'

/** What every staff booking action shares: a staff session, the action error table. */
export const staffCommon = { auth: 'staff' as const, errors: bookingActionErrors }
/** The :id route parameter by the one id parser; 0 (no booking: 404) for hex, spaces, arrays. */
export const bookingId = (params: Record<string, string>) => parseId(params.id) ?? 0
export const staffContext = (req: PayloadRequest) => ({
  req,
  actor: staffActor(req),
  now: new Date(),
})
