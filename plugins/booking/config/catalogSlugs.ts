// The host's catalog collections the booking plugin reads, by role, in one place (as Payload's
// plugin-ecommerce keeps its getCollectionSlugMap). The values are typed as the host's generated
// slugs: a renamed collection changes payload-types, and then this map, not scattered strings.

export type CatalogSlugMap = {
  packages: 'packages'
  addOns: 'add-ons'
  backdrops: 'backdrops'
  promoCodes: 'promo-codes'
  serviceAreas: 'service-areas'
  /** Backdrop and package images: pricing caches their URLs. */
  media: 'media'
  /** The global holding the business's settings (hours, notice, deposit, travel). */
  siteSettings: 'site-settings'
}

const DEFAULT_SLUGS: CatalogSlugMap = {
  packages: 'packages',
  addOns: 'add-ons',
  backdrops: 'backdrops',
  promoCodes: 'promo-codes',
  serviceAreas: 'service-areas',
  media: 'media',
  siteSettings: 'site-settings',
}

/** The slug map: the host's choices over the defaults. */
export const getCatalogSlugMap = (slugs: Partial<CatalogSlugMap> = {}): CatalogSlugMap => ({
  ...DEFAULT_SLUGS,
  ...slugs,
})
