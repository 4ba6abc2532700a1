/**
 * Balloon garland: a bright white panelled wall with an organic garland of
 * rose gold, blush, ivory and champagne balloons sweeping across the top and
 * down the right side. Balloons have a glossy highlight and a soft shadow.
 */
import { blurFilter, createRng, mix, pick, range, round, svgDoc } from './svg'

const COLORS = [
  { id: 'rosegold', base: '#d49a86', dark: '#a8665a', light: '#f6d3c4' },
  { id: 'blush', base: '#f2c3bf', dark: '#d8928f', light: '#fde6e3' },
  { id: 'ivory', base: '#f6efe4', dark: '#d9c9b2', light: '#ffffff' },
  { id: 'champagne', base: '#e8cfa8', dark: '#c09f6f', light: '#fbefd9' },
]

/** Garland spine: a cubic curve from the top left to the lower right. */
function spine(t: number): [number, number] {
  const u = 1 - t
  const f = (a: number, b: number, c: number, d: number): number =>
    u * u * u * a + 3 * u * u * t * b + 3 * u * t * t * c + t * t * t * d
  // Control points (x, y): (-60, 250), (420, 70), (1160, 140), (1050, 1080).
  return [f(-60, 420, 1160, 1050), f(250, 70, 140, 1080)]
}

export function balloonSvg(size: number, seed: number): string {
  const rng = createRng(seed)
  let defs = blurFilter('shadow', 14)
  defs += `<linearGradient id="wall" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fdfbf8"/><stop offset="1" stop-color="#efe8e1"/></linearGradient>`
  for (const c of COLORS) {
    defs += `<radialGradient id="${c.id}" cx="0.42" cy="0.38" r="0.65" fx="0.32" fy="0.28"><stop offset="0" stop-color="${c.light}"/><stop offset="0.45" stop-color="${c.base}"/><stop offset="1" stop-color="${c.dark}"/></radialGradient>`
  }
  let body = `<rect width="${size}" height="${size}" fill="url(#wall)"/>`
  for (let x = 0; x < size; x += 100) {
    body += `<rect x="${x}" y="0" width="2" height="${size}" fill="${mix('#efe8e1', '#d8cfc5', 0.5)}" opacity="0.6"/>`
  }
  const balloons: Array<{ x: number; y: number; r: number; c: string }> = []
  for (let i = 0; i < 160; i++) {
    const t = rng()
    const [sx, sy] = spine(t)
    const spread = 95 * (1 - t * 0.35)
    const r = range(rng, 22, 78) * (1 - t * 0.3)
    balloons.push({
      x: sx + range(rng, -spread, spread),
      y: sy + range(rng, -spread, spread),
      r,
      c: pick(rng, COLORS).id,
    })
  }
  // Big balloons behind, small ones in front.
  balloons.sort((a, b) => b.r - a.r)
  let shadows = ''
  let fronts = ''
  for (const b of balloons) {
    shadows += `<ellipse cx="${round(b.x + b.r * 0.25)}" cy="${round(b.y + b.r * 0.35)}" rx="${round(b.r)}" ry="${round(b.r * 1.05)}" fill="#7a5e52" opacity="0.18"/>`
    const ry = b.r * 1.06
    fronts += `<ellipse cx="${round(b.x)}" cy="${round(b.y)}" rx="${round(b.r)}" ry="${round(ry)}" fill="url(#${b.c})"/>`
    fronts += `<ellipse cx="${round(b.x - b.r * 0.35)}" cy="${round(b.y - b.r * 0.42)}" rx="${round(b.r * 0.2)}" ry="${round(b.r * 0.12)}" transform="rotate(-35 ${round(b.x - b.r * 0.35)} ${round(b.y - b.r * 0.42)})" fill="#ffffff" opacity="0.75"/>`
  }
  body += `<g filter="url(#shadow)">${shadows}</g>${fronts}`
  return svgDoc(size, size, defs, body)
}
