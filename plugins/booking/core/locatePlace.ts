// Finds which known community a free-text address is in ("12 Main St, Selkirk, MB" → Selkirk).
import { normalizePlaceName } from './manitobaPlaces'
import type { Place } from './types'

/**
 * The longest place name that appears as whole words in the address; a later match wins a tie
 * (the town usually follows the street: "Portage Ave, Winnipeg"). Null when none appears.
 */
export function locatePlace(address: string, places: readonly Place[]): Place | null {
  const text = ` ${normalizePlaceName(address)} `
  let best: { place: Place; length: number; index: number } | null = null
  for (const place of places) {
    const key = normalizePlaceName(place.name)
    if (!key) continue
    const index = text.lastIndexOf(` ${key} `)
    if (index < 0) continue
    if (!best || key.length > best.length || (key.length === best.length && index > best.index)) {
      best = { place, length: key.length, index }
    }
  }
  return best?.place ?? null
}
