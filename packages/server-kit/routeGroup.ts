// Requests grouped for metrics: a fixed, small set of labels (a path never becomes a label, so a
// caller inventing paths cannot grow the metrics without bound).

export const ROUTE_GROUPS = [
  'assets',
  'probes',
  'webhooks',
  'api',
  'admin',
  'booking',
  'gallery',
  'reviews',
  'quotes',
  'pages',
] as const
export type RouteGroup = (typeof ROUTE_GROUPS)[number]

const PREFIXES: [RegExp, RouteGroup][] = [
  [/^\/_next\//, 'assets'],
  [/^\/api\/(ready|health|metrics)\/?$/, 'probes'],
  [/^\/api\/(.*\/)?webhook(\/|$)/, 'webhooks'],
  [/^\/api(\/|$)/, 'api'],
  [/^\/admin(\/|$)/, 'admin'],
  [/^\/booking(-success)?(\/|$)/, 'booking'],
  [/^\/gallery(\/|$)/, 'gallery'],
  [/^\/review(\/|$)/, 'reviews'],
  [/^\/quote(\/|$)/, 'quotes'],
  // Files from public/ (icons, images, robots.txt): a name with an extension.
  [/\/[^/]+\.[a-z0-9]{2,5}$/i, 'assets'],
]

/** The group of a request's URL (path and query). */
export function routeGroup(url: string | undefined): RouteGroup {
  const path = (url ?? '/').split('?')[0]
  return PREFIXES.find(([pattern]) => pattern.test(path))?.[1] ?? 'pages'
}

/** 2xx, 3xx, 4xx or 5xx. */
export const statusClass = (status: number) => `${Math.floor(status / 100)}xx`
