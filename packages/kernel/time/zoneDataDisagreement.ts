// Compares another source of zone rules (the runtime's Intl/ICU) with the bundled data, hour by
// hour: every Winnipeg rule change lasts at least an hour, so hourly samples catch each one.
import { zoneOffsetMinutes } from './zonedClock'

const HOUR_MS = 3_600_000

export interface ZoneDisagreement {
  at: Date
  bundledOffset: number // minutes east of UTC
  otherOffset: number
}

/** The first instant in [from, from + days) where `otherOffset` differs from the bundled rules. */
export function firstZoneDisagreement(
  from: Date,
  days: number,
  timeZone: string,
  otherOffset: (at: Date) => number,
): ZoneDisagreement | null {
  const end = from.getTime() + days * 24 * HOUR_MS
  for (let t = Math.floor(from.getTime() / HOUR_MS) * HOUR_MS; t < end; t += HOUR_MS) {
    const at = new Date(t)
    const bundledOffset = zoneOffsetMinutes(at, timeZone)
    const other = otherOffset(at)
    if (other !== bundledOffset) return { at, bundledOffset, otherOffset: other }
  }
  return null
}
