import type { PayloadRequest } from 'payload'

import { formatCad, formatDuration } from '@kernel'
import { travelSurcharge, type Place } from '@booking/rules'
import { loadCatalog, pluginGeocoder } from '@booking/server'
import { chatMessages } from '../messages'

export type PlaceAnswer = { kind: 'outside_area' | 'facts'; text: string } | null

/**
 * A town that is not one of the listed service areas, measured as a booking's address is (the
 * same geocoder and drive-time rule): its travel fee, or the offer to ask us when it is too far.
 */
export async function placeInChat(args: {
  req: PayloadRequest
  place: Place
  baseName: string
}): Promise<PlaceAnswer> {
  const { req, place, baseName } = args
  const catalog = await loadCatalog({ req })
  const { settings } = catalog
  const location = await pluginGeocoder(req.payload).locate(`${place.name}, MB`, {
    base: settings.base,
    areaDriveMinutes: catalog.areaDriveMinutes,
  })
  if (!location) return null
  const travel = travelSurcharge({
    ...location,
    selfServe: false,
    maxDriveMinutes: settings.maxDriveMinutes,
  })
  const drive = formatDuration(location.driveMinutes, 'words')
  if (travel.outsideServiceArea)
    return {
      kind: 'outside_area',
      text: chatMessages.outsideArea(place.name, drive, baseName.replace(/,.*$/, '')),
    }
  const fee = travel.surchargeCents ? formatCad(travel.surchargeCents) : null
  return { kind: 'facts', text: chatMessages.travelTo(place.name, fee, drive) }
}
