// By path: the kit's index is server-only, and pages' metadata read only this pure rule.
import { siteOrigin } from '../../../packages/server-kit/siteOrigin'

/** The public origin for canonical URLs, the sitemap and structured data (the site's one URL). */
export const siteUrl = () => siteOrigin()

export const absoluteUrl = (path: string) =>
  `${siteUrl()}${path.startsWith('/') ? path : `/${path}`}`
