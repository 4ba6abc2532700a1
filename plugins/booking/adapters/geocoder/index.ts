export type { AddressSuggestion, Geocoder, Location, LocateContext, Suggestions } from './Geocoder'
export { gazetteerGeocoder, gazetteerSuggestions } from './gazetteerGeocoder'
export { geocoderFromEnv } from './geocoderFromEnv'
export { httpGeocoder, type HttpGeocoderOptions } from './httpGeocoder'
