import { z } from 'zod'

import { defineEndpoint, safeText } from '@server-kit'

import { bookingErrors } from '../messages'
import { monthAvailability } from '../operations/availability/monthAvailability'
import { BOOKING_RATE_RULES } from './bookingLimits'

const monthSchema = z.object({
  month: z
    .string({ error: 'is required (YYYY-MM)' })
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'must be YYYY-MM'),
  packageName: safeText(100).optional(),
})

/**
 * GET /api/calendar/month?month=YYYY-MM&packageName= → { month, days: { 'YYYY-MM-DD': 'full' |
 * 'partial' } }: the date picker's marks, one request per month shown (cached briefly).
 */
export const monthAvailabilityEndpoint = defineEndpoint({
  path: '/calendar/month',
  method: 'get',
  schema: monthSchema,
  rateLimit: { name: 'availability', ...BOOKING_RATE_RULES.availability },
  errors: bookingErrors,
  run: async ({ req, data: { month, packageName } }) => ({
    ok: true,
    body: await monthAvailability({ req, month, packageName, now: new Date() }),
    headers: { 'Cache-Control': 'private, max-age=30' },
  }),
})
