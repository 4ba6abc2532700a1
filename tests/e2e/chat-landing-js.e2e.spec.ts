import { expect, test } from '@playwright/test'
import fs from 'node:fs'
import { gzipSync } from 'node:zlib'
import { atDesktop } from '../helpers/widths'

// The chat panel must stay out of the landing page's start-up JavaScript: it loads on idle or open.
test(
  'the landing page does not ship the chat panel in its start-up scripts',
  atDesktop,
  async ({ request }) => {
    const html = await (await request.get('/')).text()
    const srcs = [...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((m) => m[1])
    let raw = 0
    let gzip = 0
    const bodies: string[] = []
    for (const src of srcs) {
      const body = await (await request.get(src)).body()
      raw += body.length
      gzip += gzipSync(body).length
      bodies.push(body.toString('utf8'))
    }
    const figures = { scripts: srcs.length, rawBytes: raw, gzipBytes: gzip }
    fs.mkdirSync('/tmp/shots/chat', { recursive: true })
    fs.writeFileSync(
      '/tmp/shots/chat/landing-js.json',
      JSON.stringify({ ...figures, srcs }, null, 2),
    )
    console.log('landing start-up JS', figures)
    expect(srcs.length).toBeGreaterThan(0)
    expect(bodies.some((b) => b.includes('Photo Booth Assistant'))).toBe(false)
  },
)
