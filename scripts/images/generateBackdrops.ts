/**
 * Generates the backdrop images used by the seed (src/seed/images/backdrop-<slug>.webp).
 *
 *   npx tsx scripts/images/generateBackdrops.ts
 *
 * Every image is drawn as SVG (see ./lib), rasterised with sharp at 1200x1200
 * and saved as WebP. Randomness is seeded, so reruns give identical files.
 */
import { writeFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import path from 'node:path'
import { backdrops } from '../../src/seed/data/backdrops'
import { balloonSvg } from './lib/balloons'
import { drapeUnderlay } from './lib/drape'
import { encodeWebp } from './lib/encode'
import { floralSvg } from './lib/floral'
import { greenerySvg } from './lib/greenery'
import { sequinSvg } from './lib/sequins'
import { shimmerSvg } from './lib/shimmer'
import { winterSvg } from './lib/winter'

const SIZE = 1200
const MAX_BYTES = 150 * 1024
// The seeder uploads these from src/seed/images.
const here = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../src/seed/images')

const builders: Record<string, () => string> = {
  'champagne-sequin': () =>
    sequinSvg({
      size: SIZE,
      seed: 7,
      dark: '#a88a63',
      light: '#fbf0da',
      background: '#7d6447',
      sweep: { from: '#fffaf0', to: '#ffffff', opacity: 0.22 },
    }),
  'white-floral-wall': () => floralSvg(SIZE, 3),
  'gold-shimmer': () =>
    shimmerSvg({ size: SIZE, seed: 11, dark: '#9a6b1f', light: '#ffe7a3', backing: '#5e4318' }),
  'boho-greenery': () => greenerySvg(SIZE, 5),
  'blush-pink-sequin': () =>
    sequinSvg({
      size: SIZE,
      seed: 21,
      dark: '#c98a93',
      light: '#fde4e6',
      background: '#a8707a',
      sweep: { from: '#fff5f6', to: '#ffffff', opacity: 0.22 },
    }),
  'classic-black-silver': () =>
    sequinSvg({
      size: SIZE,
      seed: 31,
      dark: '#6c717b',
      light: '#e8ebf1',
      background: '#08080a',
      underlay: drapeUnderlay(SIZE, 31, '#060607', '#3a3c44'),
      spacing: 18,
      density: (_x, y) => 0.95 * Math.max(0, Math.min(1, y / SIZE)) ** 2.6,
      sparkleCount: 40,
    }),
  'winter-wonderland': () => winterSvg(SIZE, 9),
  'rose-gold-balloon-garland': () => balloonSvg(SIZE, 13),
}

async function main(): Promise<void> {
  const only = process.argv.slice(2)
  for (const backdrop of backdrops) {
    if (only.length > 0 && !only.includes(backdrop.slug)) continue
    const build = builders[backdrop.slug]
    if (!build) throw new Error(`No image builder for backdrop "${backdrop.slug}"`)
    const { data, quality } = await encodeWebp(build(), { maxBytes: MAX_BYTES })
    const file = path.join(here, backdrop.imageFile)
    await writeFile(file, data)
    console.log(`${backdrop.imageFile}: ${(data.length / 1024).toFixed(1)} KB (q${quality})`)
  }
}

main().catch((err: unknown) => {
  console.error(err)
  process.exit(1)
})
