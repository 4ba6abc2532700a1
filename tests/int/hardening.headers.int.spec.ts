import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { send } from '../helpers/hardening'

const families = [
  '/',
  '/faq',
  '/booking',
  '/booking-success?booking_id=1&token=t',
  '/booking/balance?booking_id=1&token=t',
  '/admin',
  '/admin/login',
  '/api/packages?limit=1',
]

describe('security headers on every route family', () => {
  it('sends CSP with frame-ancestors none, nosniff, a referrer and a permissions policy; no X-Powered-By', async () => {
    for (const url of families) {
      const res = await send(url)
      const h = (name: string) => res.headers.get(name)
      const csp = h('content-security-policy') ?? ''
      expect([url, csp]).toEqual([url, expect.stringContaining("frame-ancestors 'none'")])
      expect([url, h('x-content-type-options'), h('x-frame-options')]).toEqual([
        url,
        'nosniff',
        'DENY',
      ])
      expect([url, h('permissions-policy')]).toEqual([url, expect.stringContaining('camera=()')])
      expect([url, h('x-powered-by')]).toEqual([url, null])
      const referrer = /token=/.test(url) ? 'no-referrer' : 'strict-origin-when-cross-origin'
      expect([url, h('referrer-policy')]).toEqual([url, referrer])
      // Stripe only where the payment step runs.
      const stripe =
        url.startsWith('/booking?') || url === '/booking' || url.startsWith('/booking/')
      expect([url, csp.includes('js.stripe.com')]).toEqual([url, stripe])
      expect([url, h('strict-transport-security')]).toEqual([url, null])
    }
  })

  it('sends HSTS only when the request came over https (X-Forwarded-Proto)', async () => {
    const res = await send('/', { headers: { 'X-Forwarded-Proto': 'https' } })
    expect(res.headers.get('strict-transport-security')).toMatch(/max-age=\d{7,}/)
  })

  it('leaves analytics domains out of the page policy while no id is set', async () => {
    const html = await (await send('/')).text()
    const meta = html.match(/<meta http-equiv="Content-Security-Policy" content="([^"]+)"/)?.[1]
    expect(meta).toBeDefined()
    expect(meta).not.toContain('google')
    expect((await send('/')).headers.get('content-security-policy')).toContain('googletagmanager')
  })

  it('keeps the home page static (prerendered, served from the cache)', async () => {
    const manifest = JSON.parse(
      fs.readFileSync(path.resolve('.next/prerender-manifest.json'), 'utf8'),
    ) as { routes: Record<string, unknown> }
    expect(Object.keys(manifest.routes)).toContain('/')
    await send('/')
    const again = await send('/')
    // Dynamic pages are sent 'private, no-cache, no-store'; a prerendered one comes from the cache.
    expect(again.headers.get('cache-control')).not.toMatch(/no-store|private/)
    expect(
      again.headers.get('x-nextjs-cache') ?? again.headers.get('x-nextjs-prerender'),
    ).toBeTruthy()
  })
})

describe('demo payments only where safe', () => {
  it('a server without Stripe keys and without ALLOW_DEMO_PAYMENTS=true refuses to start', async () => {
    // NODE_ENV: vitest runs with 'test', which the guard lets pass (unit tests).
    const env = {
      ...process.env,
      NODE_ENV: 'production',
      ALLOW_DEMO_PAYMENTS: '',
      STRIPE_SECRET_KEY: '',
    } as NodeJS.ProcessEnv
    const port = String(Number(process.env.TEST_PORT || 3100) + 2)
    const child = spawn(
      process.execPath,
      ['node_modules/next/dist/bin/next', 'start', '-p', port, '-H', '127.0.0.1'],
      { env, stdio: ['ignore', 'pipe', 'pipe'] },
    )
    let output = ''
    child.stdout.on('data', (d) => (output += d))
    child.stderr.on('data', (d) => (output += d))
    const code = await new Promise<number | null>((resolve) => {
      const timer = setTimeout(() => {
        child.kill('SIGKILL')
        resolve(null)
      }, 60_000)
      child.on('exit', (c) => {
        clearTimeout(timer)
        resolve(c)
      })
    })
    expect(output).toContain('STRIPE_SECRET_KEY is not set')
    expect(code).toBe(1)
  }, 90_000)
})
