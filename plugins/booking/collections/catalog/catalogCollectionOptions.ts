import type { CollectionConfig } from 'payload'

import type { CatalogSlugMap } from '../../config/catalogSlugs'

/** What each catalog collection factory takes (as plugin-ecommerce's collection overrides). */
export type CatalogCollectionOptions = {
  slugs: CatalogSlugMap
  /** The host's changes to the default collection (its page revalidation hooks, fields). */
  override: (collection: CollectionConfig) => CollectionConfig
}
