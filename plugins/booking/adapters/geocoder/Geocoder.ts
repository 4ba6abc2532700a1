import type { LatLon } from '../../core'

/** Where an event address is and how far it is from the base. */
export type Location = {
  name: string
  withinWinnipeg: boolean
  driveMinutes: number
  distanceKm: number
  source: 'gazetteer' | 'service-area' | 'geocoder' | 'router'
}

export type AddressSuggestion = { id: string; text: string; description: string }

export type Suggestions = {
  addresses: AddressSuggestion[]
  /** Said when the query cannot be placed yet, e.g. a street without its town. */
  hint?: string
}

export type LocateContext = { base: LatLon; areaDriveMinutes: Map<string, number> }

/** Street-address suggestions and drive time: the bundled gazetteer or an HTTP service. */
export interface Geocoder {
  suggest(query: string, ctx: { base: LatLon }): Promise<Suggestions>
  locate(address: string, ctx: LocateContext): Promise<Location | null>
}
