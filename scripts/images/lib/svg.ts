/**
 * Small helpers shared by the seed image generators: a seeded random number
 * generator (so every run produces identical images), SVG wrappers and
 * colour maths.
 */

export type Rng = () => number

/** mulberry32: tiny deterministic PRNG returning floats in [0, 1). */
export function createRng(seed: number): Rng {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

export const range = (rng: Rng, min: number, max: number): number => min + rng() * (max - min)

export function pick<T>(rng: Rng, items: readonly T[]): T {
  const item = items[Math.floor(rng() * items.length)]
  if (item === undefined) throw new Error('pick() needs a non-empty list')
  return item
}

export const round = (n: number, digits = 1): number => {
  const f = 10 ** digits
  return Math.round(n * f) / f
}

export function svgDoc(width: number, height: number, defs: string, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs>${defs}</defs>${body}</svg>`
}

function hexToRgb(hex: string): [number, number, number] {
  const h = hex.replace('#', '')
  return [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16)) as [number, number, number]
}

/** Linear mix of two #rrggbb colours, t in [0, 1]. */
export function mix(a: string, b: string, t: number): string {
  const [ar, ag, ab] = hexToRgb(a)
  const [br, bg, bb] = hexToRgb(b)
  const out = [ar + (br - ar) * t, ag + (bg - ag) * t, ab + (bb - ab) * t].map(Math.round)
  return `#${out.map((v) => v.toString(16).padStart(2, '0')).join('')}`
}

/** A four-point sparkle centred on (x, y). */
export function sparkle(x: number, y: number, r: number, opacity = 1, fill = '#ffffff'): string {
  const w = r * 0.14
  const d = `M${round(x)} ${round(y - r)} Q${round(x + w)} ${round(y - w)} ${round(x + r)} ${round(y)} Q${round(x + w)} ${round(y + w)} ${round(x)} ${round(y + r)} Q${round(x - w)} ${round(y + w)} ${round(x - r)} ${round(y)} Q${round(x - w)} ${round(y - w)} ${round(x)} ${round(y - r)}Z`
  return `<path d="${d}" fill="${fill}" opacity="${round(opacity, 2)}"/>`
}

/** Sparkles with a soft glow; needs the `glow` filter from glowFilter(). */
export function sparkles(
  rng: Rng,
  count: number,
  w: number,
  h: number,
  minR: number,
  maxR: number,
): string {
  let out = ''
  for (let i = 0; i < count; i++) {
    const x = rng() * w
    const y = rng() * h
    const r = range(rng, minR, maxR)
    out += `<circle cx="${round(x)}" cy="${round(y)}" r="${round(r * 0.35)}" fill="#fff" opacity="0.55" filter="url(#glow)"/>`
    out += sparkle(x, y, r, range(rng, 0.7, 1))
  }
  return out
}

export const glowFilter = (std = 4): string =>
  `<filter id="glow" x="-100%" y="-100%" width="300%" height="300%"><feGaussianBlur stdDeviation="${std}"/></filter>`

export const blurFilter = (id: string, std: number): string =>
  `<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${std}"/></filter>`
