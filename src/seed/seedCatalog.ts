import type { Payload } from 'payload'

import fs from 'node:fs'
import path from 'node:path'

import { addOns } from './data/addOns'
import { backdrops } from './data/backdrops'
import { packages } from './data/packages'
import { promoCodes } from './data/promoCodes'
import { createIfMissing, SEED_CONTEXT } from './upsert'

const imagesDir = path.resolve(import.meta.dirname, 'images')

export async function seedCatalog(payload: Payload): Promise<number> {
  let created = 0
  const packageIds = new Map<string, number>()
  // In list order so that a fresh database numbers them 1 Digital Lite ... 4 Ultimate.
  for (const pkg of packages) {
    const r = await createIfMissing(payload, 'packages', { slug: { equals: pkg.slug } }, () => ({
      ...pkg,
      features: pkg.features.map((feature) => ({ feature })),
      legacyNames: pkg.legacyNames.map((name) => ({ name })),
    }))
    packageIds.set(pkg.slug, r.id)
    created += Number(r.created)
  }
  for (const addOn of addOns) {
    const r = await createIfMissing(payload, 'add-ons', { slug: { equals: addOn.slug } }, () => ({
      ...addOn,
      overrides: addOn.overrides.map(({ packageSlug, ...rest }) => ({
        ...rest,
        package: packageIds.get(packageSlug),
      })),
    }))
    created += Number(r.created)
  }
  for (const backdrop of backdrops) {
    const { imageFile, alt, ...data } = backdrop
    const r = await createIfMissing(
      payload,
      'backdrops',
      { slug: { equals: backdrop.slug } },
      async () => {
        const filePath = path.join(imagesDir, imageFile)
        const image = fs.existsSync(filePath)
          ? await payload.create({
              collection: 'media',
              data: { alt },
              filePath,
              context: SEED_CONTEXT,
            })
          : undefined
        return { ...data, image: image?.id }
      },
    )
    created += Number(r.created)
  }
  for (const promo of promoCodes) {
    const r = await createIfMissing(
      payload,
      'promo-codes',
      { code: { equals: promo.code } },
      () => ({ ...promo }),
    )
    created += Number(r.created)
  }
  return created
}
