// Zone-aware time on Winnipeg's clock (moment-timezone's data): instants to wall clocks and back.
export { formatInstant } from './formatInstant'
export { firstZoneDisagreement } from './zoneDataDisagreement'
export {
  BUSINESS_TIME_ZONE,
  TZ_DATA_VERSION,
  instantToZonedWall,
  todayInZone,
  zoneOffsetMinutes,
  zonedWallToInstant,
} from './zonedClock'
