import {
  estimateDriveMinutes,
  haversineKm,
  locatePlace,
  MANITOBA_PLACES,
  type LatLon,
} from '../core'

export type Location = {
  name: string
  withinWinnipeg: boolean
  driveMinutes: number
  distanceKm: number
  source: 'gazetteer' | 'service-area' | 'geocoder' | 'router'
}

/** Where an event address is and how far it is from the base. */
export interface DriveTimeService {
  locate(
    address: string,
    ctx: { base: LatLon; areaDriveMinutes: Map<string, number> },
  ): Promise<Location | null>
}

/** Default: the bundled Manitoba gazetteer, with drive minutes staff set on service areas winning. */
export const gazetteerDriveTime: DriveTimeService = {
  async locate(address, { base, areaDriveMinutes }) {
    const place = locatePlace(address, MANITOBA_PLACES)
    if (!place) return null
    const distanceKm = Math.round(haversineKm(base, place) * 10) / 10
    if (place.withinWinnipeg)
      return {
        name: place.name,
        withinWinnipeg: true,
        driveMinutes: 0,
        distanceKm,
        source: 'gazetteer',
      }
    const staffMinutes = areaDriveMinutes.get(place.name)
    return staffMinutes !== undefined
      ? {
          name: place.name,
          withinWinnipeg: false,
          driveMinutes: staffMinutes,
          distanceKm,
          source: 'service-area',
        }
      : {
          name: place.name,
          withinWinnipeg: false,
          driveMinutes: estimateDriveMinutes({ from: base, to: place }),
          distanceKm,
          source: 'gazetteer',
        }
  },
}
