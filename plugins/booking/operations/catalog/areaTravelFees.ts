import type { PayloadRequest } from 'payload'

import { travelSurcharge } from '../../core/travel'
import { pluginGeocoder } from '../runtime/pluginGeocoder'
import { loadCatalog } from './loadCatalog'

/**
 * The typical travel fee to each service area, from the town's centre (issue 49: the page said
 * "Varies" for every town while the chat quoted Selkirk $27.50). The quote's own rule: the same
 * geocoder and drive minutes (a staff-set figure first), the same surcharge, a full-service
 * package (Self-Serve never pays travel). Null where the town cannot be placed.
 */
export async function areaTravelFees(
  req: PayloadRequest,
  names: string[],
): Promise<Record<string, number | null>> {
  const catalog = await loadCatalog({ req })
  const geocoder = pluginGeocoder(req.payload)
  const fees = await Promise.all(
    names.map(async (name) => {
      const location = await geocoder
        .locate(`${name}, MB`, {
          base: catalog.settings.base,
          areaDriveMinutes: catalog.areaDriveMinutes,
        })
        .catch(() => null)
      if (!location) return [name, null] as const
      const travel = travelSurcharge({
        ...location,
        selfServe: false,
        maxDriveMinutes: catalog.settings.maxDriveMinutes,
      })
      return [name, travel.outsideServiceArea ? null : travel.surchargeCents] as const
    }),
  )
  return Object.fromEntries(fees)
}
