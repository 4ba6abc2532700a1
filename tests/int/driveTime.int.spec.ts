import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { WINNIPEG_BASE } from '@booking/core'
import { driveTimeFromEnv } from '@booking/services/driveTimeFromEnv'

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
})
