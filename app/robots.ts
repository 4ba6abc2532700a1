import type { MetadataRoute } from 'next'

import { absoluteUrl } from '@/lib/seo/siteUrl'

export default function robots(): MetadataRoute.Robots {
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: ['/admin', '/api/', '/booking-success'] }],
    sitemap: absoluteUrl('/sitemap.xml'),
  }
}
