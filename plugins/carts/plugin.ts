import type { CollectionConfig, Config } from 'payload'

import { withStaffAdmin } from '@admin-kit/staffAdmin'

import { Carts } from './collections/Carts'
import { abandonedCartEndpoint } from './endpoints/abandonedCartEndpoint'
import { cartAdminEndpoints } from './endpoints/cartAdminEndpoints'
import { customerInfoEndpoints } from './endpoints/customerInfoEndpoints'
import { recoveredCartEndpoint } from './endpoints/recoveredCartEndpoint'
import { startCartEndpoint } from './endpoints/startCartEndpoint'
import { updateCartEndpoint } from './endpoints/updateCartEndpoint'
import { markCartConverted } from './hooks/markCartConverted'
import { sendCartRemindersTask } from './jobs/sendCartRemindersTask'
import type { CartsPluginOptions } from './types'

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

/** Wizard carts: saved progress, customer-info tracking, abandoned-cart recovery and its dashboard. */
export const cartsPlugin =
  (options: CartsPluginOptions = {}) =>
  (config: Config): Config => {
    // Off: the collection stays (the schema and the admin keep their data), nothing else runs.
    if (options.enabled === false)
      return { ...config, collections: [...(config.collections ?? []), Carts] }
    const base = withStaffAdmin(config, {
      views: {
        cartDashboard: {
          Component: '/plugins/carts/admin/CartsView#CartsView',
          path: '/dashboard',
        },
      },
      // Reached from Today's links (a lead source the owner checks there), not the nav.
      links: [
        {
          group: 'Customers',
          label: 'Abandoned carts',
          href: '/admin/dashboard',
          order: 30,
          nav: false,
        },
      ],
    })
    return {
      ...base,
      custom: { ...base.custom, carts: { systemStatus: options.systemStatus } },
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
  }
