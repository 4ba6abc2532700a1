/**
 * Warm bokeh lights: out-of-focus discs (slightly brighter rim, soft edge) in
 * a few depth layers, over a dark warm radial background with glow blobs.
 */
import { blurFilter, createRng, pick, range, round } from './svg'

export const WARM = ['#ffb02e', '#ffc857', '#ff8c42', '#ffd98a', '#ff7a6b', '#f9a03f', '#ffe0a3']

type Layer = { count: number; rMin: number; rMax: number; blur: number; opacity: [number, number] }

export type BokehOptions = {
  width: number
  height: number
  seed: number
  colors?: string[]
  layers: Layer[]
  /** Where discs are allowed: probability 0..1 for a candidate at (x, y). */
  weight?: (x: number, y: number) => number
}

function disc(x: number, y: number, r: number, color: string, opacity: number): string {
  return `<circle cx="${round(x)}" cy="${round(y)}" r="${round(r)}" fill="${color}" fill-opacity="${round(opacity * 0.75, 2)}" stroke="${color}" stroke-opacity="${round(Math.min(1, opacity * 1.1), 2)}" stroke-width="${round(Math.max(1.5, r * 0.06))}"/>`
}

/** Returns { defs, body } so callers can compose it with other artwork. */
export function bokeh(o: BokehOptions): { defs: string; body: string } {
  const rng = createRng(o.seed)
  const colors = o.colors ?? WARM
  let defs = ''
  let body = ''
  o.layers.forEach((layer, i) => {
    defs += blurFilter(`bk${i}`, layer.blur)
    let group = ''
    let placed = 0
    let tries = 0
    while (placed < layer.count && tries < layer.count * 20) {
      tries++
      const x = rng() * o.width
      const y = rng() * o.height
      if (o.weight && rng() > o.weight(x, y)) continue
      const r = range(rng, layer.rMin, layer.rMax)
      group += disc(x, y, r, pick(rng, colors), range(rng, layer.opacity[0], layer.opacity[1]))
      placed++
    }
    body += `<g filter="url(#bk${i})" style="mix-blend-mode:screen">${group}</g>`
  })
  return { defs, body }
}

/** Dark warm backdrop with large soft glows, for the bokeh to sit on. */
export function warmBackground(
  w: number,
  h: number,
  seed: number,
  glows = 5,
): { defs: string; body: string } {
  const rng = createRng(seed)
  const defs = `<radialGradient id="warmBg" cx="0.55" cy="0.6" r="0.8"><stop offset="0" stop-color="#3b1d16"/><stop offset="0.55" stop-color="#22110f"/><stop offset="1" stop-color="#0f080a"/></radialGradient>${blurFilter('glowBlob', 90)}`
  let body = `<rect width="${w}" height="${h}" fill="url(#warmBg)"/><g filter="url(#glowBlob)">`
  for (let i = 0; i < glows; i++) {
    const c = pick(rng, ['#b5601c', '#9a3f22', '#c47f26', '#8a3030'])
    body += `<ellipse cx="${round(rng() * w)}" cy="${round(range(rng, 0.2, 0.9) * h)}" rx="${round(range(rng, 0.12, 0.25) * w)}" ry="${round(range(rng, 0.12, 0.25) * h)}" fill="${c}" opacity="${round(range(rng, 0.35, 0.6), 2)}"/>`
  }
  body += '</g>'
  return { defs, body }
}
