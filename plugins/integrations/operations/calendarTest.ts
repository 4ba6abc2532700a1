import type { PayloadRequest } from 'payload'

import { boothAvailability } from '@booking/rules'
import { eventTimeline, occupancyInterval, standardSetupMinutes } from '@booking/server'
import { BUSINESS_TIME_ZONE } from '@kernel/time'
import { googleBusyTimes, invalidateBusyTimes } from './googleBusyTimes'

const TEST_MINUTES = 240

/**
 * The setup page's calendar test: which booth calendars are free for a 4-hour event at the
 * given Winnipeg date and time, asked of Google now (no cache), with no fallback.
 */
export async function calendarTest(req: PayloadRequest, date: string, time: string) {
  const timeline = eventTimeline({
    eventDate: date,
    eventTime: time,
    durationMinutes: TEST_MINUTES,
    extraEventMinutes: 0,
    setupMinutes: standardSetupMinutes(false),
    earlySetupMinutes: 0,
    timeZone: BUSINESS_TIME_ZONE,
  })
  const request = occupancyInterval(timeline, 0)
  invalidateBusyTimes()
  const busy = await googleBusyTimes(req.payload, request)
  if (busy.status === 'not_connected')
    return { ok: false as const, code: 'google_not_connected' as const }
  if (busy.status === 'unreachable')
    return { ok: false as const, code: 'google_unreachable' as const, message: busy.detail }
  const booths = Object.entries(busy.busy).map(([id, intervals]) => ({ id, busy: intervals }))
  return { ok: true as const, ...boothAvailability({ request, booths }) }
}
