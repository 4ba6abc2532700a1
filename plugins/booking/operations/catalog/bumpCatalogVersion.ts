import type { Config, PayloadRequest } from 'payload'

import { sql } from '@payloadcms/db-postgres'

import type { CatalogSlugMap } from '../../config/catalogSlugs'
import { CATALOG_VERSION_TABLE, clearCatalogCache } from './catalogCache'
import { transactionDb } from '@server-kit'

/** What pricing caches: a change to any of these invalidates every instance's copy. */
const catalogCollections = (s: CatalogSlugMap): string[] => [
  s.packages,
  s.addOns,
  s.serviceAreas,
  s.promoCodes,
  s.backdrops,
  s.media,
]

/** Bumps the catalog version inside the request's transaction, so it counts once committed. */
export async function bumpCatalogVersion(req: PayloadRequest): Promise<void> {
  const db = await transactionDb(req)
  await db.execute(
    sql.raw(`UPDATE ${CATALOG_VERSION_TABLE} SET version = version + 1 WHERE id = 1`),
  )
  clearCatalogCache()
}

const bump = async ({ req }: { req: PayloadRequest }) => {
  await bumpCatalogVersion(req)
}

/** Adds the version bump to the catalog's collections and global (used by the booking plugin). */
export function withCatalogInvalidation(config: Config, slugs: CatalogSlugMap): Config {
  const collections = catalogCollections(slugs)
  return {
    ...config,
    collections: (config.collections ?? []).map((c) =>
      collections.includes(c.slug)
        ? {
            ...c,
            hooks: {
              ...c.hooks,
              afterChange: [...(c.hooks?.afterChange ?? []), bump],
              afterDelete: [...(c.hooks?.afterDelete ?? []), bump],
            },
          }
        : c,
    ),
    globals: (config.globals ?? []).map((g) =>
      g.slug === slugs.siteSettings
        ? { ...g, hooks: { ...g.hooks, afterChange: [...(g.hooks?.afterChange ?? []), bump] } }
        : g,
    ),
  }
}
