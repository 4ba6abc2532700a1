import type { Metadata } from 'next'

const ogImage = {
  url: '/images/og.jpg',
  width: 1200,
  height: 630,
  alt: 'A photo booth at a Winnipeg celebration',
}

/** Title, description, canonical URL and Open Graph card for one public page. */
export function pageMetadata({
  title,
  description,
  path,
  type = 'website',
}: {
  title?: string
  description: string
  path: string
  type?: 'website' | 'article'
}): Metadata {
  return {
    ...(title ? { title } : {}),
    description,
    alternates: { canonical: path },
    openGraph: {
      title: title ?? 'Photo Booth Rentals in Winnipeg',
      description,
      url: path,
      type,
      siteName: 'Winnipeg Photo Booth Co.',
      locale: 'en_CA',
      images: [ogImage],
    },
    twitter: { card: 'summary_large_image', images: [ogImage.url] },
  }
}
