import type { Payload } from 'payload'

import type { CalendarBusy } from '@booking/server'
import type { Interval } from '@booking/rules'
import { googleSettings } from '../adapters/googleSettings'
import { withGoogle } from './withGoogle'

const OK_TTL_MS = 60_000 // a busy block added in Google reaches the site within a minute
const FAIL_TTL_MS = 15_000 // while Google is down, ask again soon, but not on every request
const DAY_MS = 86_400_000
const cache = new Map<string, { at: number; value: CalendarBusy }>()

/** Forget cached busy times (the site just wrote an event, or Google was reconnected). */
export function invalidateBusyTimes(): void {
  cache.clear()
}

/**
 * Busy time on the booth calendars (freebusy), per process, cached briefly by calendars and
 * UTC day range so one day's availability checks share one call. Never throws.
 */
export async function googleBusyTimes(
  payload: Payload,
  around: Interval,
  now = new Date(),
): Promise<CalendarBusy> {
  const settings = googleSettings()
  if (settings.missing.length) return { status: 'not_connected' }
  const timeMin = new Date(Math.floor(around.start.getTime() / DAY_MS) * DAY_MS)
  const timeMax = new Date(Math.ceil(around.end.getTime() / DAY_MS) * DAY_MS)
  const key = `${settings.calendars.booth1}|${settings.calendars.booth2}|${timeMin.toISOString()}|${timeMax.toISOString()}`
  const hit = cache.get(key)
  const ttl = hit?.value.status === 'ok' ? OK_TTL_MS : FAIL_TTL_MS
  if (hit && now.getTime() - hit.at < ttl) return hit.value
  let value: CalendarBusy
  try {
    const result = await withGoogle(payload, async ({ calendar }) => {
      const { data } = await calendar.freebusy.query({
        requestBody: {
          timeMin: timeMin.toISOString(),
          timeMax: timeMax.toISOString(),
          items: [{ id: settings.calendars.booth1 }, { id: settings.calendars.booth2 }],
        },
      })
      return data.calendars ?? {}
    })
    if (!result.ok)
      value =
        result.code === 'google_not_connected' || result.code === 'google_not_configured'
          ? { status: 'not_connected' }
          : { status: 'unreachable', detail: result.detail }
    else {
      const busy: Record<string, Interval[]> = {}
      let failed = ''
      for (const booth of ['booth1', 'booth2'] as const) {
        const cal = result.value[settings.calendars[booth]]
        if (!cal || cal.errors?.length)
          failed = `${booth}: ${cal?.errors?.[0]?.reason ?? 'no answer'}`
        busy[booth] = (cal?.busy ?? []).map((b) => ({
          start: new Date(b.start!),
          end: new Date(b.end!),
        }))
      }
      value = failed
        ? { status: 'unreachable', detail: `Calendar ${failed}` }
        : { status: 'ok', busy }
    }
  } catch (error) {
    value = { status: 'unreachable', detail: (error as Error).message }
  }
  cache.set(key, { at: now.getTime(), value })
  return value
}
