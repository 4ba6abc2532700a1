import type { ServiceArea, SiteSetting } from '@/payload-types'

import { absoluteUrl, siteUrl } from './siteUrl'

/** LocalBusiness with the rating, opening hours and the towns we serve. */
export function localBusinessJsonLd(
  settings: SiteSetting,
  areas: Pick<ServiceArea, 'name'>[],
  priceRange?: string,
) {
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
    currenciesAccepted: 'CAD',
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
    ...(settings.ratingValue && settings.reviewCount
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: settings.ratingValue.toFixed(1),
            reviewCount: settings.reviewCount,
            bestRating: '5',
          },
        }
      : {}),
  }
}
