// One home for the Content-Security-Policy: next.config.ts sends it per route family, the site
// layout narrows it with a <meta> when no analytics id is set (ids live in Site Settings).

type Directives = Record<string, string[]>

export const ANALYTICS_SOURCES = {
  script: ['https://www.googletagmanager.com'],
  connect: [
    'https://www.google-analytics.com',
    'https://*.google-analytics.com',
    'https://*.analytics.google.com',
    'https://www.googletagmanager.com',
  ],
  img: ['https://www.google-analytics.com', 'https://www.googletagmanager.com'],
}

// The payment step loads Stripe.js and its frames (https://docs.stripe.com/security/guide#content-security-policy).
export const STRIPE_SOURCES = {
  script: ['https://js.stripe.com', 'https://*.js.stripe.com'],
  frame: ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
  connect: ['https://api.stripe.com'],
}

const serialize = (d: Directives) =>
  Object.entries(d)
    .map(([name, values]) => [name, ...values].join(' '))
    .join('; ')

/**
 * Public pages. Next.js streams inline bootstrap scripts into static (ISR) HTML, so nonces would
 * make every page dynamic: inline scripts are allowed, everything else is same-origin only.
 */
export function siteCsp({
  stripe = false,
  analytics = true,
  dev = false,
}: { stripe?: boolean; analytics?: boolean; dev?: boolean } = {}): string {
  const a = analytics ? ANALYTICS_SOURCES : { script: [], connect: [], img: [] }
  const s = stripe ? STRIPE_SOURCES : { script: [], frame: [], connect: [] }
  return serialize({
    'default-src': ["'self'"],
    'script-src': [
      "'self'",
      "'unsafe-inline'",
      ...(dev ? ["'unsafe-eval'"] : []),
      ...a.script,
      ...s.script,
    ],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...a.img],
    'font-src': ["'self'"],
    'media-src': ["'self'"],
    'connect-src': ["'self'", ...a.connect, ...s.connect],
    'frame-src': s.frame.length ? s.frame : ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  })
}

/**
 * For the layout's <meta> while no analytics id is set: the browser enforces both policies, so
 * this removes the analytics domains and leaves Stripe to the header (which allows it only on
 * the payment pages). A <meta> policy cannot carry frame-ancestors.
 */
export const siteCspWithoutAnalytics = (dev = false) =>
  siteCsp({ stripe: true, analytics: false, dev }).replace(/; frame-ancestors 'none'$/, '')

/**
 * Payload's admin: inline styles and scripts (theme, Next bootstrap), nothing from other hosts.
 * JSON fields render as formatted read-only views (packages/admin-kit/fields/JsonField), so
 * Payload's Monaco editor, which loads from a public CDN, never runs.
 */
export function adminCsp({ dev = false }: { dev?: boolean } = {}): string {
  return serialize({
    'default-src': ["'self'"],
    'script-src': ["'self'", "'unsafe-inline'", ...(dev ? ["'unsafe-eval'"] : [])],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    'media-src': ["'self'", 'blob:'],
    'connect-src': ["'self'"],
    'worker-src': ["'self'", 'blob:'],
    'frame-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  })
}

/** API answers (JSON, media files): nothing runs, nothing frames them. */
export const apiCsp = () => "default-src 'none'; frame-ancestors 'none'; sandbox"

/**
 * Pages the API serves itself (unsubscribe, newsletter confirmation): their own inline styles and
 * a form that posts back to the site; still no script and no framing. Not sandboxed: a sandboxed
 * page cannot submit its form.
 */
export const apiPageCsp = () =>
  "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'"
