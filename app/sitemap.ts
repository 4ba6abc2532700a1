import type { MetadataRoute } from 'next'

import { getPosts } from '@/lib/cms/getPosts'
import { absoluteUrl } from '@/lib/seo/siteUrl'

export const revalidate = 3600

const pages = ['/', '/booking', '/faq', '/contact', '/service-areas', '/blog', '/terms', '/privacy']

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const posts = await getPosts()
  return [
    ...pages.map((path) => ({
      url: absoluteUrl(path),
      changeFrequency: 'weekly' as const,
      priority: path === '/' ? 1 : 0.7,
    })),
    ...posts.map((p) => ({
      url: absoluteUrl(`/blog/${p.slug}`),
      lastModified: p.updatedAt,
      changeFrequency: 'monthly' as const,
      priority: 0.5,
    })),
  ]
}
