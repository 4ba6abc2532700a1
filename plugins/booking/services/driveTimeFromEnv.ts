import { gazetteerDriveTime, type DriveTimeService } from './driveTime'
import { httpDriveTime } from './httpDriveTime'

/** GEOCODER_URL (+ GEOCODER_KIND, ROUTER_URL) enable the HTTP adapters; otherwise the bundled gazetteer. */
export function driveTimeFromEnv(env: Record<string, string | undefined>): DriveTimeService {
  if (!env.GEOCODER_URL) return gazetteerDriveTime
  return httpDriveTime({
    geocoderUrl: env.GEOCODER_URL.replace(/\/$/, ''),
    geocoderKind: env.GEOCODER_KIND === 'nominatim' ? 'nominatim' : 'photon',
    routerUrl: env.ROUTER_URL?.replace(/\/$/, ''),
  })
}
