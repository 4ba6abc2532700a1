import type { Payload } from 'payload'

import { notConnectedCalendar, type CalendarSync } from '../adapters/CalendarSync'
import { notConnectedNotifier, type Notifier } from '../adapters/Notifier'

type Custom = { booking?: { calendar?: CalendarSync; notifier?: Notifier } } | undefined

/** The calendar payload.config.ts gave bookingPlugin({ calendar }); "not connected" otherwise. */
export function pluginCalendar(payload: Payload): CalendarSync {
  return (payload.config.custom as Custom)?.booking?.calendar ?? notConnectedCalendar
}

/** The staff notifier given to bookingPlugin({ notifier }); "not connected" otherwise. */
export function pluginNotifier(payload: Payload): Notifier {
  return (payload.config.custom as Custom)?.booking?.notifier ?? notConnectedNotifier
}
