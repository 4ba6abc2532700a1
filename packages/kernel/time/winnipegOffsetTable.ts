import moment from 'moment-timezone'

import { BUSINESS_TIME_ZONE } from './zonedClock'

/** Winnipeg's rule as the browser's table: until (minutes since 1970, UTC) → minutes west. */
export type OffsetTable = { version: string; until: (number | null)[]; west: number[] }

/** The business zone's offset changes in the bundled data (scripts/winnipegOffsets.ts). */
export function winnipegOffsetTable(): OffsetTable {
  const zone = moment.tz.zone(BUSINESS_TIME_ZONE)
  if (!zone) throw new Error(`no zone data for ${BUSINESS_TIME_ZONE}`)
  return {
    version: moment.tz.dataVersion,
    // The last period never ends (Infinity): null in JSON.
    until: zone.untils.map((ms) => (Number.isFinite(ms) ? ms / 60_000 : null)),
    west: zone.offsets,
  }
}
