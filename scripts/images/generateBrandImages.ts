/**
 * Generates the site-wide brand images in public/images:
 * - hero-poster.webp (drawn at 1600x900, stored at 640x360): shown before/instead of the hero
 *   video. Soft bokeh loses nothing visible when the browser scales it up, and a first visit on
 *   a slow phone fetches 6 kB instead of 21 kB before the hero paints.
 * - og.jpg (1200x630): Open Graph / social sharing card.
 *
 *   npx tsx scripts/images/generateBrandImages.ts
 */
import { mkdir, writeFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import path from 'node:path'
import { bokeh, warmBackground } from './lib/bokeh'
import { encodeJpeg, encodeWebp } from './lib/encode'
import { ogSvg } from './lib/og'
import { svgDoc } from './lib/svg'

const here = path.dirname(fileURLToPath(import.meta.url))
const outDir = path.resolve(here, '../../public/images')

function heroSvg(): string {
  const W = 1600
  const H = 900
  const bg = warmBackground(W, H, 4, 6)
  const lights = bokeh({
    width: W,
    height: H,
    seed: 8,
    layers: [
      { count: 70, rMin: 10, rMax: 26, blur: 6, opacity: [0.35, 0.8] },
      { count: 38, rMin: 30, rMax: 70, blur: 10, opacity: [0.25, 0.6] },
      { count: 14, rMin: 80, rMax: 140, blur: 18, opacity: [0.15, 0.35] },
    ],
  })
  return svgDoc(W, H, bg.defs + lights.defs, bg.body + lights.body)
}

async function main(): Promise<void> {
  await mkdir(outDir, { recursive: true })
  const hero = await encodeWebp(heroSvg(), { maxBytes: 8 * 1024, startQuality: 64, width: 640 })
  await writeFile(path.join(outDir, 'hero-poster.webp'), hero.data)
  console.log(`hero-poster.webp: ${(hero.data.length / 1024).toFixed(1)} KB (q${hero.quality})`)
  const og = await encodeJpeg(ogSvg(), { maxBytes: 150 * 1024, startQuality: 86 })
  await writeFile(path.join(outDir, 'og.jpg'), og.data)
  console.log(`og.jpg: ${(og.data.length / 1024).toFixed(1)} KB (q${og.quality})`)
}

main().catch((err: unknown) => {
  console.error(err)
  process.exit(1)
})
