/** The public origin for canonical URLs, the sitemap and structured data. */
export const siteUrl = () =>
  (process.env.NEXT_PUBLIC_SERVER_URL || 'http://localhost:3000').replace(/\/$/, '')

export const absoluteUrl = (path: string) =>
  `${siteUrl()}${path.startsWith('/') ? path : `/${path}`}`
