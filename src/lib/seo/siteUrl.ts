import { siteOrigin } from '@server-kit'

/** The public origin for canonical URLs, the sitemap and structured data (the site's one URL). */
export const siteUrl = () => siteOrigin()

export const absoluteUrl = (path: string) =>
  `${siteUrl()}${path.startsWith('/') ? path : `/${path}`}`
