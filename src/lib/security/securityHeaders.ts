import { adminCsp, apiCsp, apiPageCsp, siteCsp } from './contentSecurityPolicy'
// By path, not the kit's index: next.config.ts loads this file without the tsconfig aliases.
import { configuredOrigin } from '../../../packages/server-kit/siteOrigin'
import { FORM_POST_PATHS } from '../../../plugins/privacy/client'

type Header = { key: string; value: string }
type Rule = {
  source: string
  headers: Header[]
  has?: { type: 'header'; key: string; value: string }[]
}

const HSTS = { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' }
const PERMISSIONS = 'camera=(), microphone=(), geolocation=(), usb=(), payment=()'
// Stripe's card frame may use the Payment Request API on the payment step only.
const PERMISSIONS_PAYMENT =
  'camera=(), microphone=(), geolocation=(), usb=(), payment=(self "https://js.stripe.com")'

const common = (csp: string, permissions = PERMISSIONS): Header[] => [
  { key: 'Content-Security-Policy', value: csp },
  { key: 'X-Frame-Options', value: 'DENY' },
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'Permissions-Policy', value: permissions },
]

// Pages whose URL carries a booking token: no Referer at all, not even to our own origin.
export const TOKEN_PAGES = [
  '/booking-success',
  '/booking/balance',
  '/booking/manage',
  '/booking/manage/:path*',
  '/booking/document',
  '/booking/document/:path*',
]
export const PAYMENT_PAGES = ['/booking', '/booking/:path*']
// Every path but the API's and the admin's, which have full rules of their own. Next compiles
// each matched header value that holds a ':' on every request: the site's policy is skipped
// where a later rule would replace it (2.5 % of an API request's CPU, profiled).
export const SITE_PAGES = '/:path((?!api(?:/|$)|admin(?:/|$)).*)'

/**
 * Header rules for next.config.ts, by route family. Static headers keep static pages static
 * (no per-request nonce). Later rules override earlier ones for the same header.
 */
export function securityHeaders(env: NodeJS.ProcessEnv = process.env): Rule[] {
  const dev = env.NODE_ENV === 'development'
  const https = (configuredOrigin(env) ?? '').startsWith('https://')
  return [
    { source: SITE_PAGES, headers: common(siteCsp({ dev })) },
    ...PAYMENT_PAGES.map((source) => ({
      source,
      headers: common(siteCsp({ dev, stripe: true }), PERMISSIONS_PAYMENT),
    })),
    ...TOKEN_PAGES.map((source) => ({
      source,
      headers: [{ key: 'Referrer-Policy', value: 'no-referrer' }],
    })),
    ...['/admin', '/admin/:path*'].map((source) => ({
      source,
      headers: common(adminCsp({ dev })),
    })),
    { source: '/api/:path*', headers: common(apiCsp()) },
    // Their URLs carry an address and its token: never sent on as a referrer.
    ...FORM_POST_PATHS.map((source) => ({
      source,
      headers: [
        { key: 'Content-Security-Policy', value: apiPageCsp() },
        { key: 'Referrer-Policy', value: 'no-referrer' },
      ],
    })),
    // HSTS only over HTTPS: a production https URL, or a proxy that says the request was https.
    https
      ? { source: '/:path*', headers: [HSTS] }
      : {
          source: '/:path*',
          has: [{ type: 'header' as const, key: 'x-forwarded-proto', value: 'https' }],
          headers: [HSTS],
        },
  ]
}
