import type { PayloadRequest } from 'payload'

import type { Geocoder, LocateContext, Location } from '../../adapters/geocoder'
import { versionFor } from '../catalog/catalogCache'

const MAX_ADDRESSES = 500

// Only a cache: each server keeps its own, a miss asks the service again, and an entry is filed
// under the catalog version (the base and staff drive minutes are catalog data), so an edit
// retires it on every server at once.
const seen = new Map<string, Location>()

/**
 * `geocoder.locate`, remembered for addresses this server has placed through the geocoding or
 * routing service (an HTTP round trip or two on every quote otherwise). Answers that fell back to
 * the bundled gazetteer (the service was down, or none is set up) are not kept: they are cheap,
 * and the service's own answer should win once it is back.
 */
export async function memoLocate(
  req: PayloadRequest,
  geocoder: Geocoder,
  address: string,
  ctx: LocateContext,
): Promise<Location | null> {
  const key = `${await versionFor(req)}\u0000${address}`
  const hit = seen.get(key)
  if (hit) {
    seen.delete(key) // least recently used goes first
    seen.set(key, hit)
    return hit
  }
  const found = await geocoder.locate(address, ctx)
  if (found && (found.source === 'geocoder' || found.source === 'router')) {
    if (seen.size >= MAX_ADDRESSES) seen.delete(seen.keys().next().value!)
    seen.set(key, found)
  }
  return found
}
