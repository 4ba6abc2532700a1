// Bundled Manitoba gazetteer (approximate town-centre coordinates) so the
// address search and travel estimate work without a geocoding service.
import type { LatLon, Place } from './types'

/** Where booths leave from: downtown Winnipeg. */
export const WINNIPEG_BASE: LatLon = { lat: 49.8951, lon: -97.1384 }

const W = 'Winnipeg'
const wpg = (name: string, lat: number, lon: number): Place => ({
  name,
  region: W,
  lat,
  lon,
  withinWinnipeg: true,
})
const mb = (name: string, region: string, lat: number, lon: number): Place => ({
  name,
  region,
  lat,
  lon,
})

export const MANITOBA_PLACES: readonly Place[] = Object.freeze([
  wpg('Winnipeg', 49.8951, -97.1384),
  wpg('Downtown Winnipeg', 49.8951, -97.1384),
  wpg('Exchange District', 49.8997, -97.1383),
  wpg('Osborne Village', 49.8775, -97.1447),
  wpg('St. Boniface', 49.8886, -97.1114),
  wpg('St. Vital', 49.84, -97.108),
  wpg('Transcona', 49.8917, -96.9803),
  wpg('St. James', 49.883, -97.236),
  wpg('Charleswood', 49.8556, -97.2803),
  wpg('Fort Garry', 49.8056, -97.1544),
  wpg('River Heights', 49.8667, -97.1833),
  wpg('Tuxedo', 49.8578, -97.2217),
  wpg('Wolseley', 49.885, -97.172),
  wpg('St. Norbert', 49.7667, -97.15),
  wpg('Windsor Park', 49.864, -97.087),
  wpg('North Kildonan', 49.933, -97.083),
  wpg('East Kildonan', 49.925, -97.095),
  wpg('West Kildonan', 49.95, -97.13),
  wpg('Garden City', 49.948, -97.14),
  wpg('The Maples', 49.9514, -97.1886),
  wpg('Waverley West', 49.79, -97.19),
  wpg('Sage Creek', 49.8236, -97.035),
  mb('Headingley', 'Capital Region', 49.8705, -97.405),
  mb('East St. Paul', 'Capital Region', 49.99, -97.01),
  mb('West St. Paul', 'Capital Region', 50.01, -97.12),
  mb('Oakbank', 'Capital Region', 49.9403, -96.8442),
  mb('Dugald', 'Capital Region', 49.8889, -96.8383),
  mb('Oak Bluff', 'Capital Region', 49.7644, -97.3136),
  mb('St. Adolphe', 'Capital Region', 49.6742, -97.1161),
  mb('Île-des-Chênes', 'Capital Region', 49.7097, -96.9878),
  mb('Ste. Agathe', 'Capital Region', 49.5631, -97.185),
  mb('Lorette', 'Eastman', 49.7392, -96.8703),
  mb('Niverville', 'Eastman', 49.6019, -97.042),
  mb('Landmark', 'Eastman', 49.6722, -96.8197),
  mb('Steinbach', 'Eastman', 49.5258, -96.6839),
  mb('Blumenort', 'Eastman', 49.5981, -96.69),
  mb('Mitchell', 'Eastman', 49.535, -96.765),
  mb('Grunthal', 'Eastman', 49.4069, -96.8597),
  mb('Ste. Anne', 'Eastman', 49.6564, -96.6481),
  mb('Richer', 'Eastman', 49.6589, -96.4494),
  mb('St. Pierre-Jolys', 'Eastman', 49.4397, -96.9847),
  mb('Anola', 'Eastman', 49.8697, -96.6489),
  mb('Beausejour', 'Eastman', 50.0622, -96.5164),
  mb('Lac du Bonnet', 'Eastman', 50.2536, -96.0611),
  mb('Pinawa', 'Eastman', 50.1489, -95.8806),
  mb('Powerview-Pine Falls', 'Eastman', 50.5664, -96.2117),
  mb('Grand Beach', 'Eastman', 50.5597, -96.6136),
  mb('Victoria Beach', 'Eastman', 50.7022, -96.5578),
  mb('Falcon Lake', 'Eastman', 49.6864, -95.3167),
  mb('Selkirk', 'Interlake', 50.1436, -96.8839),
  mb('Lockport', 'Interlake', 50.0786, -96.9364),
  mb('Stonewall', 'Interlake', 50.1344, -97.3264),
  mb('Stony Mountain', 'Interlake', 50.0872, -97.2131),
  mb('Warren', 'Interlake', 50.1333, -97.5517),
  mb('Teulon', 'Interlake', 50.3858, -97.2611),
  mb('Winnipeg Beach', 'Interlake', 50.5053, -96.9781),
  mb('Gimli', 'Interlake', 50.6336, -96.9906),
  mb('Riverton', 'Interlake', 50.9994, -96.9958),
  mb('Arborg', 'Interlake', 50.9081, -97.2186),
  mb('Lundar', 'Interlake', 50.6939, -98.0225),
  mb('Eriksdale', 'Interlake', 50.8606, -98.0997),
  mb('Ashern', 'Interlake', 51.1839, -98.35),
  mb('La Salle', 'Central Plains', 49.6844, -97.2619),
  mb('Sanford', 'Central Plains', 49.6906, -97.4547),
  mb('Starbuck', 'Central Plains', 49.77, -97.615),
  mb('St. François Xavier', 'Central Plains', 49.9278, -97.5461),
  mb('Elie', 'Central Plains', 49.9103, -97.76),
  mb('Portage la Prairie', 'Central Plains', 49.9728, -98.2919),
  mb('MacGregor', 'Central Plains', 49.965, -98.7747),
  mb('Gladstone', 'Central Plains', 50.2258, -98.9492),
  mb('Carman', 'Central Plains', 49.4992, -98.0008),
  mb('Treherne', 'Central Plains', 49.6336, -98.6889),
  mb('Morris', 'Pembina Valley', 49.3547, -97.3647),
  mb('Rosenort', 'Pembina Valley', 49.4494, -97.3975),
  mb('Altona', 'Pembina Valley', 49.1044, -97.5592),
  mb('Gretna', 'Pembina Valley', 49.0025, -97.56),
  mb('Emerson', 'Pembina Valley', 49.0069, -97.2111),
  mb('Plum Coulee', 'Pembina Valley', 49.1933, -97.7536),
  mb('Winkler', 'Pembina Valley', 49.1817, -97.9397),
  mb('Morden', 'Pembina Valley', 49.1919, -98.1017),
  mb('Manitou', 'Pembina Valley', 49.2419, -98.5353),
  mb('Brandon', 'Westman', 49.8485, -99.9501),
  mb('Carberry', 'Westman', 49.8697, -99.3603),
  mb('Neepawa', 'Westman', 50.2286, -99.4664),
  mb('Minnedosa', 'Westman', 50.2453, -99.8428),
  mb('Rivers', 'Westman', 50.0297, -100.2422),
  mb('Souris', 'Westman', 49.6172, -100.2597),
  mb('Killarney', 'Westman', 49.1833, -99.6647),
  mb('Boissevain', 'Westman', 49.2289, -100.0561),
  mb('Virden', 'Westman', 49.8508, -100.9317),
  mb('Dauphin', 'Parkland', 51.1494, -100.05),
  mb('Swan River', 'Parkland', 52.1058, -101.2672),
  mb('Roblin', 'Parkland', 51.2297, -101.3567),
  mb('Russell', 'Parkland', 50.7778, -101.2856),
  mb('Thompson', 'Northern', 55.7435, -97.8558),
  mb('The Pas', 'Northern', 53.8251, -101.2541),
  mb('Flin Flon', 'Northern', 54.7682, -101.865),
  mb('Snow Lake', 'Northern', 54.8803, -100.0247),
  mb('Gillam', 'Northern', 56.347, -94.7071),
  mb('Churchill', 'Northern', 58.7684, -94.165),
])

/** Case/accent/punctuation-insensitive form: 'Île-des-Chênes' → 'ile des chenes', 'St. Vital' → 'st vital'. */
export function normalizePlaceName(s: string): string {
  return s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\./g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
}

/** Ranks name-prefix matches, then word-prefix matches, then substrings; ties alphabetical. */
export function searchPlaces(query: string, places: readonly Place[], limit = 6): Place[] {
  const q = normalizePlaceName(query)
  if (q === '' || limit <= 0) return []
  const ranked: Array<{ place: Place; tier: number; key: string }> = []
  for (const place of places) {
    const key = normalizePlaceName(place.name)
    const tier = key.startsWith(q) ? 0 : ` ${key}`.includes(` ${q}`) ? 1 : key.includes(q) ? 2 : -1
    if (tier >= 0) ranked.push({ place, tier, key })
  }
  ranked.sort((a, b) => a.tier - b.tier || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0)) // code-point order: locale-independent
  return ranked.slice(0, limit).map((r) => r.place)
}
