import type { Endpoint } from 'payload'

import { errorResponse, json, zodError } from '@/lib/server/respond'

import { isValidDateString, isValidStartTime } from '../core'
import { checkAvailability } from '../operations/checkAvailability'
import { bookingLimits } from './bookingLimits'
import { availabilitySchema } from './schemas'

/** GET /api/calendar/availability?date=YYYY-MM-DD&time=HH:mm&packageName= → { booth1, booth2 } */
export const availabilityEndpoint: Endpoint = {
  path: '/calendar/availability',
  method: 'get',
  handler: async (req) => {
    const limited = await bookingLimits.availability(req)
    if (limited) return limited
    const parsed = availabilitySchema.safeParse(req.query)
    if (!parsed.success) return zodError(parsed.error)
    const { date, time, packageName } = parsed.data
    if (!isValidDateString(date))
      return errorResponse(400, 'Validation error: date: not a real date', 'date')
    if (!isValidStartTime(time))
      return errorResponse(
        400,
        'Validation error: time: must be 08:00 to 22:45 in 15-minute steps',
        'time',
      )
    const result = await checkAvailability({ req, date, time, packageName, now: new Date() })
    if (packageName && !result.package) return errorResponse(404, 'Unknown package', 'packageName')
    return json({ booth1: result.booth1, booth2: result.booth2 })
  },
}
