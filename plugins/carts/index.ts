import type { Config } from 'payload'

import { Carts } from './collections/Carts'

/** Wizard carts: saved progress, customer-info tracking and abandoned-cart recovery. */
export const cartsPlugin =
  () =>
  (config: Config): Config => ({
    ...config,
    collections: [...(config.collections ?? []), Carts],
    endpoints: [...(config.endpoints ?? [])],
  })
