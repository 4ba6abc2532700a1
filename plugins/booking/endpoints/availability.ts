import { defineEndpoint } from '@server-kit'

import { isValidDateString } from '@kernel'
import { isValidStartTime } from '../core'
import { bookingErrors } from '../messages'
import { checkAvailability } from '../operations/availability/checkAvailability'
import { BOOKING_RATE_RULES } from './bookingLimits'
import { availabilitySchema } from './schemas'

const invalid = (field: string, why: string) =>
  ({
    ok: false,
    code: 'invalid_input',
    field,
    message: `Validation error: ${field}: ${why}`,
  }) as const

/** GET /api/calendar/availability?date=YYYY-MM-DD&time=HH:mm&packageName= → { booth1, booth2 } */
export const availabilityEndpoint = defineEndpoint({
  path: '/calendar/availability',
  method: 'get',
  schema: availabilitySchema,
  rateLimit: { name: 'availability', ...BOOKING_RATE_RULES.availability },
  errors: bookingErrors,
  run: async ({ req, data: { date, time, packageName } }) => {
    if (!isValidDateString(date)) return invalid('date', 'not a real date')
    if (!isValidStartTime(time)) return invalid('time', 'must be 08:00 to 22:45 in 15-minute steps')
    const result = await checkAvailability({ req, date, time, packageName, now: new Date() })
    if (packageName && !result.package)
      return {
        ok: false,
        code: 'package_unknown',
        field: 'packageName',
        message: 'Unknown package',
      }
    return { ok: true, body: { booth1: result.booth1, booth2: result.booth2 } }
  },
})
