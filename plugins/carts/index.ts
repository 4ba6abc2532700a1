import type { CollectionConfig, Config } from 'payload'

import { Carts } from './collections/Carts'
import { abandonedCartEndpoint } from './endpoints/abandonedCartEndpoint'
import { cartAdminEndpoints } from './endpoints/cartAdminEndpoints'
import { customerInfoEndpoints } from './endpoints/customerInfoEndpoints'
import { recoveredCartEndpoint } from './endpoints/recoveredCartEndpoint'
import { startCartEndpoint } from './endpoints/startCartEndpoint'
import { updateCartEndpoint } from './endpoints/updateCartEndpoint'
import { markCartConverted } from './hooks/markCartConverted'
import { sendCartRemindersTask } from './jobs/sendCartRemindersTask'

// Bookings come from the booking plugin (registered first): a booking made from a cart converts it.
const withConversionHook = (collection: CollectionConfig): CollectionConfig =>
  collection.slug !== 'bookings'
    ? collection
    : {
        ...collection,
        hooks: {
          ...collection.hooks,
          afterChange: [...(collection.hooks?.afterChange ?? []), markCartConverted],
        },
      }

/** Wizard carts: saved progress, customer-info tracking and abandoned-cart recovery. */
export const cartsPlugin =
  (options: { enabled?: boolean } = {}) =>
  (config: Config): Config =>
    // Off: the collection stays (the schema and the admin keep their data), nothing else runs.
    options.enabled === false
      ? { ...config, collections: [...(config.collections ?? []), Carts] }
      : {
          ...config,
          collections: [...(config.collections ?? []).map(withConversionHook), Carts],
          endpoints: [
            ...(config.endpoints ?? []),
            startCartEndpoint,
            updateCartEndpoint,
            ...customerInfoEndpoints,
            abandonedCartEndpoint,
            recoveredCartEndpoint,
            ...cartAdminEndpoints,
          ],
          jobs: {
            ...config.jobs,
            tasks: [...(config.jobs?.tasks ?? []), sendCartRemindersTask],
          },
        }
