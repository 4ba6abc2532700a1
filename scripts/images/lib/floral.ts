/**
 * Flower wall: a dense, jittered grid of layered rose/peony blooms in ivory
 * and blush over a bed of leaves, with tiny baby's-breath sprigs in the gaps.
 */
import { blurFilter, createRng, mix, pick, range, round, svgDoc, type Rng } from './svg'

type Palette = { light: string; shadow: string }

const PALETTES: Palette[] = [
  { light: '#ffffff', shadow: '#d9d2c6' }, // white
  { light: '#fffdf6', shadow: '#dccdb4' }, // ivory
  { light: '#fffaf3', shadow: '#e0c9b8' }, // cream
  { light: '#fdf0ee', shadow: '#dcb0aa' }, // blush
]
/** Palette index weights: mostly white and ivory with a touch of blush. */
const WEIGHTS = [0.38, 0.3, 0.18, 0.14]

function pickPalette(rng: Rng): number {
  let t = rng()
  for (const [i, w] of WEIGHTS.entries()) {
    t -= w
    if (t <= 0) return i
  }
  return 0
}

const LEAF_COLORS = ['#7d9a77', '#6b8a67', '#93ad8c', '#5d7c5b']

/** A petal pointing up from (0,0), length l, half-width w. */
const petalPath = (l: number, w: number): string =>
  `M0 0C${round(-w * 1.2)} ${round(-l * 0.25)} ${round(-w)} ${round(-l)} 0 ${round(-l)}C${round(w)} ${round(-l)} ${round(w * 1.2)} ${round(-l * 0.25)} 0 0Z`

function bloom(rng: Rng, cx: number, cy: number, r: number, p: number): string {
  const edge = PALETTES[p]?.shadow ?? '#d9d2c6'
  let out = `<g transform="translate(${round(cx)} ${round(cy)})">`
  out += `<circle r="${round(r * 0.98)}" fill="url(#shadow${p})" filter="url(#soft)" opacity="0.45"/>`
  const layers = 5
  for (let i = 0; i < layers; i++) {
    const f = 1 - i / layers
    const l = r * (0.35 + 0.65 * f)
    const n = 6 + Math.round(f * 4)
    const start = range(rng, 0, 360)
    for (let k = 0; k < n; k++) {
      const a = start + (360 / n) * k + range(rng, -8, 8)
      const lw = l * range(rng, 0.5, 0.62)
      out += `<path d="${petalPath(l, lw)}" transform="rotate(${round(a)})" fill="url(#petal${p})" stroke="${edge}" stroke-width="1" stroke-opacity="0.7"/>`
    }
  }
  out += `<circle r="${round(r * 0.16)}" fill="url(#heart${p})"/></g>`
  return out
}

function leaf(rng: Rng, x: number, y: number, l: number): string {
  const a = range(rng, 0, 360)
  const c = pick(rng, LEAF_COLORS)
  return `<g transform="translate(${round(x)} ${round(y)}) rotate(${round(a)})"><path d="${petalPath(l, l * 0.32)}" fill="${c}"/><path d="M0 0L0 ${round(-l * 0.9)}" stroke="${mix(c, '#ffffff', 0.3)}" stroke-width="1.5" opacity="0.6"/></g>`
}

function babysBreath(rng: Rng, x: number, y: number): string {
  let out = ''
  for (let i = 0; i < 18; i++) {
    const a = range(rng, 0, Math.PI * 2)
    const d = range(rng, 4, 26)
    const px = x + Math.cos(a) * d
    const py = y + Math.sin(a) * d
    out += `<circle cx="${round(px)}" cy="${round(py)}" r="${round(range(rng, 2.5, 4.5))}" fill="#ffffff" stroke="#d8d6cc" stroke-width="0.8"/>`
  }
  return out
}

export function floralSvg(size: number, seed: number): string {
  const rng = createRng(seed)
  let defs = blurFilter('soft', 6)
  PALETTES.forEach((c, i) => {
    defs += `<linearGradient id="petal${i}" x1="0" y1="1" x2="0" y2="0"><stop offset="0" stop-color="${mix(c.shadow, '#6b5a48', 0.25)}"/><stop offset="0.35" stop-color="${c.shadow}"/><stop offset="0.7" stop-color="${mix(c.shadow, c.light, 0.75)}"/><stop offset="1" stop-color="${c.light}"/></linearGradient>`
    defs += `<radialGradient id="heart${i}"><stop offset="0" stop-color="${mix(c.shadow, '#b89a70', 0.5)}"/><stop offset="1" stop-color="${c.shadow}"/></radialGradient>`
    defs += `<radialGradient id="shadow${i}"><stop offset="0.6" stop-color="#3d4a35"/><stop offset="1" stop-color="#3d4a35" stop-opacity="0"/></radialGradient>`
  })
  let body = `<rect width="${size}" height="${size}" fill="#4f6649"/>`
  for (let i = 0; i < 260; i++) body += leaf(rng, rng() * size, rng() * size, range(rng, 50, 95))
  const step = 150
  const spots: Array<[number, number, number]> = []
  for (let y = -40; y < size + 80; y += step * 0.86) {
    for (let x = -40; x < size + 80; x += step) {
      const off = Math.round(y / (step * 0.86)) % 2 === 0 ? 0 : step / 2
      spots.push([x + off + range(rng, -30, 30), y + range(rng, -30, 30), range(rng, 70, 102)])
    }
  }
  spots.sort(() => rng() - 0.5)
  for (const [x, y, r] of spots) body += bloom(rng, x, y, r, pickPalette(rng))
  for (let i = 0; i < 40; i++) body += babysBreath(rng, rng() * size, rng() * size)
  return svgDoc(size, size, defs, body)
}
