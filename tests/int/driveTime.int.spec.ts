import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { WINNIPEG_BASE } from '../../plugins/booking/core'
import { geocoderFromEnv as driveTimeFromEnv } from '../../plugins/booking/adapters/geocoder'

const ctx = { base: WINNIPEG_BASE, areaDriveMinutes: new Map<string, number>() }
const seen: string[] = []
let url = ''
let server: http.Server

// A local stand-in for Photon (/api) and OSRM (/route/v1/driving): real HTTP, canned answers.
beforeAll(async () => {
  server = http.createServer((req, res) => {
    seen.push(req.url ?? '')
    const u = new URL(req.url ?? '/', 'http://x')
    res.setHeader('Content-Type', 'application/json')
    if (u.pathname === '/api') {
      const q = u.searchParams.get('q') ?? ''
      if (q.includes('Nowhere')) return res.end(JSON.stringify({ features: [] }))
      if (q.includes('Broken')) return res.writeHead(503).end('{}')
      const gimli = {
        geometry: { coordinates: [-96.99, 50.63] },
        properties: { name: '45 Centre St', city: 'Gimli', state: 'Manitoba' },
      }
      const wpg = {
        geometry: { coordinates: [-97.14, 49.89] },
        properties: { name: '1 Portage Ave', city: 'Winnipeg', state: 'Manitoba' },
      }
      return res.end(JSON.stringify({ features: [q.includes('Gimli') ? gimli : wpg] }))
    }
    if (u.pathname === '/search')
      return res.end(
        JSON.stringify([
          {
            lat: '50.1436',
            lon: '-96.8839',
            display_name: '100, Main Street, Selkirk, Manitoba, Canada',
            address: { house_number: '100', road: 'Main Street', town: 'Selkirk' },
          },
        ]),
      )
    if (u.pathname.startsWith('/route/v1/driving/'))
      return res.end(JSON.stringify({ routes: [{ duration: 4321, distance: 97000 }] }))
    res.writeHead(404).end('{}')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

describe('drive time adapters', () => {
  it('uses the geocoder and the router when configured', async () => {
    const service = driveTimeFromEnv({ GEOCODER_URL: url, ROUTER_URL: url })
    const gimli = await service.locate('45 Centre St, Gimli', ctx)
    expect(gimli).toMatchObject({
      name: 'Gimli',
      withinWinnipeg: false,
      driveMinutes: 73,
      source: 'router',
    })
    expect(seen.some((s) => s.startsWith('/route/v1/driving/-97.1384,49.8951;-96.99,50.63'))).toBe(
      true,
    )
    const wpg = await service.locate('1 Portage Ave, Winnipeg', ctx)
    expect(wpg).toMatchObject({ withinWinnipeg: true, driveMinutes: 0 })
  })

  it('falls back to the bundled gazetteer when the service has no answer or fails', async () => {
    const service = driveTimeFromEnv({ GEOCODER_URL: url, ROUTER_URL: url })
    expect(await service.locate('12 Broken Rd, Selkirk', ctx)).toMatchObject({
      name: 'Selkirk',
      source: 'gazetteer',
    })
    expect(await service.locate('1 Nowhere Lane', ctx)).toBeNull()
    const down = driveTimeFromEnv({ GEOCODER_URL: 'http://127.0.0.1:9', ROUTER_URL: url })
    expect(await down.locate('1 Main St, Steinbach', ctx)).toMatchObject({
      name: 'Steinbach',
      source: 'gazetteer',
    })
  })

  it('is the gazetteer when no URL is configured', async () => {
    const service = driveTimeFromEnv({})
    const before = seen.length
    expect(await service.locate('1 Main St, Steinbach', ctx)).toMatchObject({
      name: 'Steinbach',
      source: 'gazetteer',
    })
    expect(seen.length).toBe(before)
  })

  it('suggests street addresses from Photon and Nominatim, and the gazetteer when they fail', async () => {
    const photon = driveTimeFromEnv({ GEOCODER_URL: url })
    const gimli = await photon.suggest('45 Centre St, Gimli', { base: WINNIPEG_BASE })
    expect(gimli.addresses[0]).toMatchObject({ text: '45 Centre St, Gimli, MB' })
    expect(seen.some((s) => s.startsWith('/api?q=45%20Centre%20St%2C%20Gimli&limit=6'))).toBe(true)
    const nominatim = driveTimeFromEnv({ GEOCODER_URL: url, GEOCODER_KIND: 'nominatim' })
    const selkirk = await nominatim.suggest('100 Main St, Selkirk', { base: WINNIPEG_BASE })
    expect(selkirk.addresses).toEqual([
      {
        id: '50.14360,-96.88390',
        text: '100 Main Street, Selkirk, MB',
        description: '100, Main Street, Selkirk, Manitoba, Canada',
      },
    ])
    const down = driveTimeFromEnv({ GEOCODER_URL: 'http://127.0.0.1:9' })
    const fallback = await down.suggest('100 Main St, Selkirk', { base: WINNIPEG_BASE })
    expect(fallback.addresses[0].text).toBe('100 Main St, Selkirk, MB')
  })
})
