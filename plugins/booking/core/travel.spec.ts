import { describe, it, expect } from 'vitest'
import { estimateDriveMinutes, haversineKm, travelSurcharge } from './travel'
import { MANITOBA_PLACES, WINNIPEG_BASE } from './manitobaPlaces'
import { makeRng } from '@tests/helpers/testRandom'

const base = { withinWinnipeg: false, selfServe: false, maxDriveMinutes: 180 }
const place = (name: string) => MANITOBA_PLACES.find((p) => p.name === name)!

describe('travelSurcharge', () => {
  it('is free within Winnipeg and always free for self-serve', () => {
    expect(travelSurcharge({ ...base, driveMinutes: 12, withinWinnipeg: true })).toEqual({
      surchargeCents: 0,
      outsideServiceArea: false,
    })
    expect(travelSurcharge({ ...base, driveMinutes: 70, selfServe: true })).toEqual({
      surchargeCents: 0,
      outsideServiceArea: false,
    })
  })
  it('charges $20 + $1.50 per minute beyond 30, rounding minutes up', () => {
    expect(travelSurcharge({ ...base, driveMinutes: 0 }).surchargeCents).toBe(2000)
    expect(travelSurcharge({ ...base, driveMinutes: 30 }).surchargeCents).toBe(2000)
    expect(travelSurcharge({ ...base, driveMinutes: 30.2 }).surchargeCents).toBe(2150)
    expect(travelSurcharge({ ...base, driveMinutes: 45 }).surchargeCents).toBe(4250)
    expect(travelSurcharge({ ...base, driveMinutes: 100 }).surchargeCents).toBe(12500)
  })
  it('flags drives beyond the service area, self-serve included', () => {
    expect(travelSurcharge({ ...base, driveMinutes: 181 }).outsideServiceArea).toBe(true)
    expect(travelSurcharge({ ...base, driveMinutes: 180 }).outsideServiceArea).toBe(false)
    expect(travelSurcharge({ ...base, driveMinutes: 181, selfServe: true })).toEqual({
      surchargeCents: 0,
      outsideServiceArea: true,
    })
  })
  it('rejects invalid drive times', () => {
    expect(() => travelSurcharge({ ...base, driveMinutes: -1 })).toThrow(RangeError)
    expect(() => travelSurcharge({ ...base, driveMinutes: Number.NaN })).toThrow(RangeError)
  })
  it('property: surcharge is whole cents and never decreases with distance', () => {
    const rng = makeRng(61)
    for (let i = 0; i < 1000; i++) {
      const a = rng.next() * 300
      const b = a + rng.next() * 60
      const sa = travelSurcharge({ ...base, driveMinutes: a }).surchargeCents
      const sb = travelSurcharge({ ...base, driveMinutes: b }).surchargeCents
      expect(Number.isInteger(sa) && sa >= 2000).toBe(true)
      expect(sb).toBeGreaterThanOrEqual(sa)
    }
  })
})

describe('haversineKm / estimateDriveMinutes', () => {
  it('measures real distances', () => {
    expect(haversineKm(WINNIPEG_BASE, WINNIPEG_BASE)).toBe(0)
    expect(haversineKm(WINNIPEG_BASE, place('Brandon'))).toBeGreaterThan(195)
    expect(haversineKm(WINNIPEG_BASE, place('Brandon'))).toBeLessThan(205)
    expect(haversineKm(WINNIPEG_BASE, place('Steinbach'))).toBeGreaterThan(48)
    expect(haversineKm(WINNIPEG_BASE, place('Steinbach'))).toBeLessThan(54)
  })
  it('estimates drive minutes = ceil(km × 1.25 / 85 × 60)', () => {
    // 68 km straight line → 85 road km → exactly 60 minutes.
    const to = { lat: WINNIPEG_BASE.lat + 68 / 111.19492664455873, lon: WINNIPEG_BASE.lon }
    expect(estimateDriveMinutes({ from: WINNIPEG_BASE, to })).toBe(60)
    expect(estimateDriveMinutes({ from: WINNIPEG_BASE, to: WINNIPEG_BASE })).toBe(0)
    const brandon = haversineKm(WINNIPEG_BASE, place('Brandon'))
    expect(estimateDriveMinutes({ from: WINNIPEG_BASE, to: place('Brandon') })).toBe(
      Math.ceil((brandon * 1.25 * 60) / 85),
    )
  })
  it('property: symmetric, whole minutes and consistent with distance', () => {
    const rng = makeRng(67)
    for (let i = 0; i < 500; i++) {
      const a = rng.pick(MANITOBA_PLACES)
      const b = rng.pick(MANITOBA_PLACES)
      const ab = estimateDriveMinutes({ from: a, to: b })
      expect(Number.isInteger(ab) && ab >= 0).toBe(true)
      expect(ab).toBe(estimateDriveMinutes({ from: b, to: a }))
      expect(ab).toBeGreaterThanOrEqual((haversineKm(a, b) * 1.25 * 60) / 85 - 1e-6)
    }
  })
})
