// Travel surcharge and a straight-line drive-time estimate for deliveries
// outside Winnipeg (no routing API: haversine × road factor at highway speed).
import type { Cents } from '@kernel'
import type { LatLon } from './types'

export const TRAVEL_BASE_CENTS = 2000
export const TRAVEL_PER_MINUTE_CENTS = 150
export const TRAVEL_FREE_MINUTES = 30
const EARTH_RADIUS_KM = 6371
const ROAD_FACTOR = 1.25 // roads are longer than the great-circle line
const AVERAGE_SPEED_KMH = 85

export interface TravelSurchargeInput {
  driveMinutes: number
  withinWinnipeg: boolean
  selfServe: boolean
  maxDriveMinutes: number
}

export function travelSurcharge(input: TravelSurchargeInput): {
  surchargeCents: Cents
  outsideServiceArea: boolean
} {
  const { driveMinutes, withinWinnipeg, selfServe, maxDriveMinutes } = input
  if (!Number.isFinite(driveMinutes) || driveMinutes < 0)
    throw new RangeError(`Invalid driveMinutes: ${driveMinutes}`)
  // Applies to self-serve too: the booth still has to be delivered and picked up.
  const outsideServiceArea = driveMinutes > maxDriveMinutes
  // Self-serve pricing is all-in; in-city deliveries are free.
  if (withinWinnipeg || selfServe) return { surchargeCents: 0, outsideServiceArea }
  const billable = Math.max(0, Math.ceil(driveMinutes) - TRAVEL_FREE_MINUTES)
  return {
    surchargeCents: TRAVEL_BASE_CENTS + TRAVEL_PER_MINUTE_CENTS * billable,
    outsideServiceArea,
  }
}

const rad = (deg: number) => (deg * Math.PI) / 180

/** Great-circle distance in km. */
export function haversineKm(a: LatLon, b: LatLon): number {
  const dLat = rad(b.lat - a.lat)
  const dLon = rad(b.lon - a.lon)
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLon / 2) ** 2
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)))
}

/** Whole minutes, rounded up (a tiny epsilon keeps exact values from ceiling up on float noise). */
export function estimateDriveMinutes({ from, to }: { from: LatLon; to: LatLon }): number {
  const minutes = ((haversineKm(from, to) * ROAD_FACTOR) / AVERAGE_SPEED_KMH) * 60
  return Math.max(0, Math.ceil(minutes - 1e-9))
}
