import type { PayloadRequest } from 'payload'

import type { Interval } from '../../core'
import { pluginCalendar } from '../runtime/pluginIntegrations'

/**
 * The booth calendars' busy blocks around an interval, or null to go on with the site's own
 * reservations only (not connected, or Google down: the system status says so). Skipped inside
 * a transaction: a network call must never hold a database connection.
 */
export async function calendarBusyFor(
  req: PayloadRequest,
  around: Interval,
): Promise<Record<string, Interval[]> | null> {
  if (req.transactionID) return null
  try {
    const result = await pluginCalendar(req.payload).busyTimes({ payload: req.payload, around })
    return result.status === 'ok' ? result.busy : null
  } catch (error) {
    req.payload.logger.warn({ err: error, msg: 'calendar busy times unavailable' })
    return null
  }
}
