import type { CollectionConfig } from 'payload'

import { addOnsCollection } from './addOnsCollection'
import { backdropsCollection } from './backdropsCollection'
import type { CatalogCollectionOptions } from './catalogCollectionOptions'
import { packagesCollection } from './packagesCollection'
import { promoCodesCollection } from './promoCodesCollection'

/** The catalog booking prices from: packages, add-ons, backdrops and promo codes (issue 52). */
export const catalogCollections = (options: CatalogCollectionOptions): CollectionConfig[] => [
  packagesCollection(options),
  addOnsCollection(options),
  backdropsCollection(options),
  promoCodesCollection(options),
]
