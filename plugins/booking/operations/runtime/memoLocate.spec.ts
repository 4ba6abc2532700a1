import type { PayloadRequest } from 'payload'
import { describe, expect, it } from 'vitest'

import type { Geocoder, Location } from '../../adapters/geocoder'
import { memoLocate } from './memoLocate'

// A request whose database answers the catalog version row with `version`.
const requestAt = (version: string) =>
  ({
    payload: { db: { pool: { query: async () => ({ rows: [{ version }] }) } } },
  }) as unknown as PayloadRequest

/** A geocoder that counts its lookups and answers with `source`. */
function countingGeocoder(source: Location['source']) {
  const calls: string[] = []
  const geocoder: Geocoder = {
    suggest: async () => ({ addresses: [] }),
    locate: async (address) => {
      calls.push(address)
      return { name: 'Selkirk', withinWinnipeg: false, driveMinutes: 31, distanceKm: 34, source }
    },
  }
  return { geocoder, calls }
}

const ctx = { base: { lat: 49.9, lon: -97.1 }, areaDriveMinutes: new Map<string, number>() }

describe('memoLocate', () => {
  it('asks the service once per address and catalog version, and again after an edit', async () => {
    const { geocoder, calls } = countingGeocoder('router')
    const address = `${Math.random()} Eveline St, Selkirk, MB`
    const first = await memoLocate(requestAt('7'), geocoder, address, ctx)
    const again = await memoLocate(requestAt('7'), geocoder, address, ctx)
    expect(again).toEqual(first)
    expect(calls).toHaveLength(1)
    await memoLocate(requestAt('8'), geocoder, address, ctx)
    expect(calls).toHaveLength(2)
  })

  it('keeps no answer that fell back to the gazetteer', async () => {
    const { geocoder, calls } = countingGeocoder('gazetteer')
    const address = `${Math.random()} Main St, Steinbach, MB`
    await memoLocate(requestAt('7'), geocoder, address, ctx)
    await memoLocate(requestAt('7'), geocoder, address, ctx)
    expect(calls).toHaveLength(2)
  })
})
