// Finds which known community a free-text address is in ("12 Main St, Selkirk, MB" → Selkirk).
import { normalizePlaceName } from './manitobaPlaces'
import type { Place } from './types'

// Each list's names normalized once (about a hundred, on every quote otherwise: the most costly
// step of a quote's own work). Lists are readonly; a new list gets its own keys.
const keysOf = new WeakMap<readonly Place[], readonly string[]>()

function placeKeys(places: readonly Place[]): readonly string[] {
  let keys = keysOf.get(places)
  if (!keys) {
    keys = places.map((p) => normalizePlaceName(p.name))
    keysOf.set(places, keys)
  }
  return keys
}

/**
 * The longest place name that appears as whole words in the address; a later match wins a tie
 * (the town usually follows the street: "Portage Ave, Winnipeg"). Null when none appears.
 */
export function locatePlace(address: string, places: readonly Place[]): Place | null {
  const text = ` ${normalizePlaceName(address)} `
  const keys = placeKeys(places)
  let best: { place: Place; length: number; index: number } | null = null
  for (let i = 0; i < places.length; i++) {
    const key = keys[i]
    if (!key) continue
    const index = text.lastIndexOf(` ${key} `)
    if (index < 0) continue
    if (!best || key.length > best.length || (key.length === best.length && index > best.index)) {
      best = { place: places[i], length: key.length, index }
    }
  }
  return best?.place ?? null
}
