import type { Config } from 'payload'

import { customerEndpoints } from './endpoints/customerEndpoints'

/** Staff's customer list (/admin/sheets): distinct customers from bookings, and the CSV export. */
export const customersPlugin =
  () =>
  (config: Config): Config => ({
    ...config,
    endpoints: [...(config.endpoints ?? []), ...customerEndpoints],
  })
