import type { DataFromCollectionSlug, Payload } from 'payload'

// Documents as Payload's generated types describe them, named without importing the host.
export type Cart = DataFromCollectionSlug<'carts'>

/** One line of the dashboard's System status: the host composes them (database, email, ...). */
export type StatusItem = { name: string; ok: boolean; detail: string }

export type CartsPluginOptions = {
  /** Off: the collection stays (the schema and the admin keep their data), nothing else runs. */
  enabled?: boolean
  /** What the abandoned-carts dashboard lists under System status; none by default. */
  systemStatus?: (payload: Payload) => Promise<StatusItem[]>
}
