/**
 * Shimmer wall: a grid of small square panels, each hanging at a slightly
 * different angle so it catches a different amount of light, over a dark
 * backing board; the light follows broad diagonal waves, with sparkles on top.
 */
import { createRng, glowFilter, mix, range, round, sparkles, svgDoc } from './svg'

export type ShimmerOptions = {
  size: number
  seed: number
  dark: string
  light: string
  backing: string
  cell?: number
  tones?: number
}

export function shimmerSvg(o: ShimmerOptions): string {
  const rng = createRng(o.seed)
  const cell = o.cell ?? 46
  const tones = o.tones ?? 10
  let defs = glowFilter(4)
  for (let i = 0; i < tones; i++) {
    const base = mix(o.dark, o.light, i / (tones - 1))
    defs += `<linearGradient id="tile${i}" x1="0" y1="0" x2="1" y2="1">
<stop offset="0" stop-color="${mix(base, '#fffbe8', 0.45)}"/>
<stop offset="0.5" stop-color="${base}"/>
<stop offset="1" stop-color="${mix(base, o.dark, 0.45)}"/></linearGradient>`
  }
  const light = (x: number, y: number): number =>
    0.5 + 0.28 * Math.sin((x + y * 0.6) / 120) + 0.16 * Math.sin((x * 0.4 - y) / 75)

  let body = `<rect width="${o.size}" height="${o.size}" fill="${o.backing}"/>`
  const tile = cell * 0.94
  for (let y = cell / 2; y < o.size + cell; y += cell) {
    for (let x = cell / 2; x < o.size + cell; x += cell) {
      const t = Math.min(0.999, Math.max(0, light(x, y) + range(rng, -0.35, 0.35)))
      const tone = Math.floor(t * tones)
      const rot = range(rng, -9, 9)
      const w = tile * range(rng, 0.84, 1)
      body += `<rect x="${round(-w / 2)}" y="${round(-tile / 2)}" width="${round(w)}" height="${round(tile)}" rx="2" fill="url(#tile${tone})" transform="translate(${round(x)} ${round(y)}) rotate(${round(rot)})"/>`
      if (tone === tones - 1 && rng() < 0.3) {
        body += `<circle cx="${round(x)}" cy="${round(y)}" r="${round(tile * 0.35)}" fill="#fff7d6" opacity="0.5" filter="url(#glow)"/>`
      }
    }
  }
  body += sparkles(rng, 34, o.size, o.size, 10, 30)
  return svgDoc(o.size, o.size, defs, body)
}
