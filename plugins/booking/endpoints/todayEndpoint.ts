import { defineEndpoint } from '@server-kit'

import { BUSINESS_TIME_ZONE, todayInZone } from '@kernel/time'
import { BOOKING_RATE_RULES } from './bookingLimits'

/**
 * GET /api/calendar/today → { today: 'YYYY-MM-DD' }: Winnipeg's date by the bundled zone data, so
 * the wizard's calendar greys out past days without zone math in the browser (the booking page
 * itself is static and cannot carry it).
 */
export const todayEndpoint = defineEndpoint({
  path: '/calendar/today',
  method: 'get',
  rateLimit: { name: 'today', ...BOOKING_RATE_RULES.today },
  run: async () => ({ ok: true, body: { today: todayInZone(new Date(), BUSINESS_TIME_ZONE) } }),
})
