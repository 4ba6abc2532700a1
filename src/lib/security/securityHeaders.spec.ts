import { getPathMatch } from 'next/dist/shared/lib/router/utils/path-match'
import { describe, expect, it } from 'vitest'

import { siteCsp, siteCspWithoutAnalytics } from './contentSecurityPolicy'
import { SITE_PAGES, securityHeaders } from './securityHeaders'

const find = (rules: ReturnType<typeof securityHeaders>, source: string, key: string) =>
  rules
    .filter((r) => r.source === source && !r.has)
    .flatMap((r) => r.headers)
    .filter((h) => h.key === key)
    .map((h) => h.value)
    .at(-1)

describe('security headers', () => {
  const rules = securityHeaders({ NODE_ENV: 'production' })
  it('allows Stripe only on the payment pages and never frames', () => {
    expect(find(rules, SITE_PAGES, 'Content-Security-Policy')).not.toContain('stripe')
    expect(find(rules, '/booking', 'Content-Security-Policy')).toContain('https://js.stripe.com')
    for (const source of [SITE_PAGES, '/booking', '/admin', '/admin/:path*', '/api/:path*'])
      expect(find(rules, source, 'Content-Security-Policy')).toContain("frame-ancestors 'none'")
  })
  it('sends no Referer from pages whose URL carries a token', () => {
    for (const source of [
      '/booking-success',
      '/booking/balance',
      '/booking/manage',
      '/booking/document',
      '/api/unsubscribe', // an address and its unsubscribe token
      '/api/newsletter/confirm',
    ])
      expect(find(rules, source, 'Referrer-Policy')).toBe('no-referrer')
  })
  it('sends HSTS over https only', () => {
    const hsts = (r: ReturnType<typeof securityHeaders>) =>
      r.find((x) => x.headers.some((h) => h.key === 'Strict-Transport-Security'))
    expect(hsts(rules)?.has).toEqual([{ type: 'header', key: 'x-forwarded-proto', value: 'https' }])
    expect(
      hsts(securityHeaders({ NODE_ENV: 'production', NEXT_PUBLIC_SERVER_URL: 'https://x.ca' }))
        ?.has,
    ).toBeUndefined()
  })
  it('names analytics domains only in the policy used when an id is set', () => {
    expect(siteCsp()).toContain('googletagmanager')
    expect(siteCspWithoutAnalytics()).not.toContain('google')
    expect(siteCspWithoutAnalytics()).not.toContain('frame-ancestors')
    expect(siteCsp()).not.toContain('unsafe-eval')
  })
})

describe('the site pages rule', () => {
  // Next's own matcher for header sources (the one next.config.ts rules go through).
  const matches = getPathMatch(SITE_PAGES, { strict: true, removeUnnamedParams: true })
  it('leaves the API and the admin to their own full rules', () => {
    for (const path of ['/api', '/api/quote', '/admin', '/admin/collections/bookings'])
      expect(matches(path), path).toBe(false)
    for (const path of ['/', '/booking', '/faq', '/apiary', '/administer'])
      expect(matches(path), path).not.toBe(false)
  })
})
