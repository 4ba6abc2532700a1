import type { ServiceArea, SiteSetting } from '@/payload-types'
import { CURRENCY } from '@kernel'
import type { SiteReviews } from '@reviews/contract'

import { absoluteUrl, siteUrl } from './siteUrl'

/**
 * LocalBusiness with opening hours, the towns we serve and, when reviews are published, the
 * rating computed from them and the reviews the page shows (the same figures as its text).
 */
export function localBusinessJsonLd(
  settings: SiteSetting,
  areas: Pick<ServiceArea, 'name'>[],
  priceRange?: string,
  reviews?: SiteReviews,
) {
  const rating = reviews?.summary
  return {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    '@id': `${siteUrl()}/#business`,
    name: settings.businessName,
    url: siteUrl(),
    image: absoluteUrl('/images/og.jpg'),
    telephone: settings.phone,
    email: settings.email,
    priceRange,
    currenciesAccepted: CURRENCY.toUpperCase(),
    address: {
      '@type': 'PostalAddress',
      addressLocality: 'Winnipeg',
      addressRegion: 'MB',
      addressCountry: 'CA',
    },
    openingHoursSpecification: [
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
        opens: '08:00',
        closes: '22:00',
      },
    ],
    areaServed: areas.map((a) => ({ '@type': 'City', name: `${a.name}, Manitoba` })),
    ...(rating
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: rating.average.toFixed(1),
            reviewCount: rating.count,
            bestRating: '5',
            worstRating: '1',
          },
          review: (reviews?.testimonials ?? []).map((r) => ({
            '@type': 'Review',
            reviewRating: { '@type': 'Rating', ratingValue: String(r.rating), bestRating: '5' },
            author: { '@type': 'Person', name: r.name || 'A host' },
            datePublished: r.submittedAt.slice(0, 10),
            reviewBody: r.words,
          })),
        }
      : {}),
  }
}
