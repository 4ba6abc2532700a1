import type { PayloadRequest } from 'payload'

import { customerActor } from '../records/actor'
import { findOwnedBooking } from '../records/findOwnedBooking'
import { emailSite } from '@email'
import { rescheduleBooking, type RescheduleResult } from './rescheduleBooking'

/**
 * The customer moves their booking from the manage link: the staff operation, without re-pricing,
 * limited to the free reschedules Site Settings allow (the operation refuses the next one).
 */
export async function rescheduleOwnBooking(args: {
  req: PayloadRequest
  bookingId: number
  token: string
  eventDate: string
  eventTime: string
  version?: string
  now: Date
}): Promise<RescheduleResult> {
  const { req, bookingId, token, eventDate, eventTime, version, now } = args
  const owned = await findOwnedBooking({ req, bookingId, token })
  if (!owned.ok) return { ok: false, code: 'not_found' }
  const result = await rescheduleBooking({
    req,
    input: { bookingId, eventDate, eventTime, reprice: false, version },
    actor: customerActor(owned.booking),
    now,
  })
  if (result.ok || result.code !== 'reschedule_limit') return result
  const { businessPhone } = await emailSite(req)
  const message = `This booking has used its free reschedule. Please call us at ${businessPhone} to change the date again.`
  return { ...result, message }
}
