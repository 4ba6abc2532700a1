import type { Config } from 'payload'

import { withStaffAdmin } from '@admin-kit/staffAdmin'

import { customerEndpoints } from './endpoints/customerEndpoints'

export type CustomersPluginOptions = {
  /** Off: nothing is added (the customers are read from bookings; this plugin has no collection). */
  enabled?: boolean
}

/** Staff's customer list (/admin/sheets): distinct customers from bookings, and the CSV export. */
export const customersPlugin =
  (options: CustomersPluginOptions = {}) =>
  (config: Config): Config =>
    options.enabled === false
      ? config
      : {
          ...withStaffAdmin(config, {
            views: {
              sheets: {
                Component: '/plugins/customers/admin/CustomersView#CustomersView',
                path: '/sheets',
              },
            },
            links: [{ group: 'Customers', label: 'Customers', href: '/admin/sheets', order: 10 }],
          }),
          endpoints: [...(config.endpoints ?? []), ...customerEndpoints],
        }
