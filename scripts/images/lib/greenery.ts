/**
 * Boho greenery: a warm cream wall with a sand-coloured arch, framed by
 * eucalyptus sprigs, willowy leaf branches and pampas plumes.
 */
import { createRng, mix, pick, range, round, svgDoc, type Rng } from './svg'

type Pt = [number, number]

const SAGE = ['#9fb59a', '#8aa486', '#b3c4ab', '#7f9a7b', '#a7bca3']
const DEEP = ['#5f7d5a', '#6f8c66', '#55724f', '#7a9470']

/** Point and tangent angle on a quadratic Bezier at t. */
function onCurve(a: Pt, c: Pt, b: Pt, t: number): { p: Pt; angle: number } {
  const u = 1 - t
  const p: Pt = [
    u * u * a[0] + 2 * u * t * c[0] + t * t * b[0],
    u * u * a[1] + 2 * u * t * c[1] + t * t * b[1],
  ]
  const dx = 2 * u * (c[0] - a[0]) + 2 * t * (b[0] - c[0])
  const dy = 2 * u * (c[1] - a[1]) + 2 * t * (b[1] - c[1])
  return { p, angle: (Math.atan2(dy, dx) * 180) / Math.PI }
}

function stem(rng: Rng, from: Pt, angle: number, length: number): [Pt, Pt, Pt] {
  const rad = (angle * Math.PI) / 180
  const to: Pt = [from[0] + Math.cos(rad) * length, from[1] + Math.sin(rad) * length]
  const bend = range(rng, -0.25, 0.25) * length
  const ctrl: Pt = [
    (from[0] + to[0]) / 2 - Math.sin(rad) * bend,
    (from[1] + to[1]) / 2 + Math.cos(rad) * bend,
  ]
  return [from, ctrl, to]
}

const curvePath = ([a, c, b]: [Pt, Pt, Pt]): string =>
  `M${round(a[0])} ${round(a[1])}Q${round(c[0])} ${round(c[1])} ${round(b[0])} ${round(b[1])}`

/** Eucalyptus: round leaves in opposite pairs along a thin stem. */
function eucalyptus(rng: Rng, from: Pt, angle: number, length: number): string {
  const s = stem(rng, from, angle, length)
  let out = `<path d="${curvePath(s)}" stroke="#8c7b62" stroke-width="3" fill="none"/>`
  const n = Math.round(length / 42)
  for (let i = 1; i <= n; i++) {
    const t = i / (n + 0.3)
    const { p, angle: a } = onCurve(...s, t)
    const r = (1 - t * 0.55) * range(rng, 20, 27)
    for (const side of [-1, 1]) {
      const rad = ((a + side * 70) * Math.PI) / 180
      const cx = p[0] + Math.cos(rad) * r * 0.9
      const cy = p[1] + Math.sin(rad) * r * 0.9
      const c = pick(rng, SAGE)
      out += `<ellipse cx="${round(cx)}" cy="${round(cy)}" rx="${round(r)}" ry="${round(r * 0.86)}" transform="rotate(${round(a)} ${round(cx)} ${round(cy)})" fill="${c}" stroke="${mix(c, '#4e6148', 0.35)}" stroke-width="1.2" opacity="0.95"/>`
    }
  }
  return out
}

/** Willow / olive branch: long narrow leaves angled toward the tip. */
function willow(rng: Rng, from: Pt, angle: number, length: number): string {
  const s = stem(rng, from, angle, length)
  let out = `<path d="${curvePath(s)}" stroke="#6e6a4e" stroke-width="2.5" fill="none"/>`
  const n = Math.round(length / 30)
  for (let i = 1; i <= n; i++) {
    const { p, angle: a } = onCurve(...s, i / (n + 0.5))
    const side = i % 2 === 0 ? 1 : -1
    const l = range(rng, 55, 85) * (1 - (i / n) * 0.35)
    const c = pick(rng, DEEP)
    const leaf = `M0 0C${round(l * 0.3)} ${round(-l * 0.13)} ${round(l * 0.75)} ${round(-l * 0.1)} ${round(l)} 0C${round(l * 0.75)} ${round(l * 0.1)} ${round(l * 0.3)} ${round(l * 0.13)} 0 0Z`
    out += `<path d="${leaf}" fill="${c}" transform="translate(${round(p[0])} ${round(p[1])}) rotate(${round(a + side * range(rng, 30, 50))})"/>`
  }
  return out
}

/** Pampas plume: a fan of fine feathery strokes around a stem. */
function pampas(rng: Rng, from: Pt, angle: number, length: number): string {
  const s = stem(rng, from, angle, length)
  let out = `<path d="${curvePath(s)}" stroke="#b59f7c" stroke-width="3" fill="none"/>`
  for (let i = 0; i < 150; i++) {
    const t = 0.35 + 0.65 * rng()
    const { p, angle: a } = onCurve(...s, t)
    const rad = ((a + range(rng, -35, 35)) * Math.PI) / 180
    const l = range(rng, 35, 85) * (1.15 - t * 0.55)
    const c = pick(rng, ['#e8d8bd', '#dcc7a4', '#efe3cf', '#d2ba93'])
    out += `<path d="M${round(p[0])} ${round(p[1])}l${round(Math.cos(rad) * l)} ${round(Math.sin(rad) * l)}" stroke="${c}" stroke-width="${round(range(rng, 2, 4))}" stroke-linecap="round" opacity="0.8"/>`
  }
  return out
}

export function greenerySvg(size: number, seed: number): string {
  const rng = createRng(seed)
  const defs = `<linearGradient id="wall" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f7f1e7"/><stop offset="1" stop-color="#eee4d4"/></linearGradient>
<linearGradient id="arch" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ecd9c3"/><stop offset="1" stop-color="#e2c7ab"/></linearGradient>`
  const aw = 720
  const ax = (size - aw) / 2
  const top = 260
  let body = `<rect width="${size}" height="${size}" fill="url(#wall)"/>`
  body += `<path d="M${ax} ${size}V${top + aw / 2}A${aw / 2} ${aw / 2} 0 0 1 ${ax + aw} ${top + aw / 2}V${size}Z" fill="url(#arch)"/>`
  body += `<path d="M${ax + 40} ${size}V${top + aw / 2}A${aw / 2 - 40} ${aw / 2 - 40} 0 0 1 ${ax + aw - 40} ${top + aw / 2}V${size}" fill="none" stroke="#f5ebdd" stroke-width="6"/>`
  // Cluster 1: top-left of the arch. Cluster 2: bottom-right. Accents elsewhere.
  const clusters: Array<{ at: Pt; angles: [number, number] }> = [
    { at: [250, 330], angles: [-170, 40] },
    { at: [960, 1060], angles: [-190, -10] },
  ]
  const near = (p: Pt): Pt => [p[0] + range(rng, -45, 45), p[1] + range(rng, -45, 45)]
  for (const { at, angles } of clusters) {
    const a = (): number => range(rng, angles[0], angles[1])
    for (let i = 0; i < 5; i++) body += pampas(rng, near(at), a(), range(rng, 240, 340))
    for (let i = 0; i < 7; i++) body += willow(rng, near(at), a(), range(rng, 240, 400))
    for (let i = 0; i < 10; i++) body += eucalyptus(rng, near(at), a(), range(rng, 200, 360))
  }
  // Trailing sprigs cascading down the left side of the arch.
  for (let i = 0; i < 3; i++)
    body += eucalyptus(rng, near([250, 420]), range(rng, 85, 110), range(rng, 260, 380))
  body += willow(rng, [240, 400], 95, 420)
  body += eucalyptus(rng, [1200, 120], 160, 300) + willow(rng, [1200, 180], 190, 260)
  body += eucalyptus(rng, [0, 1120], -20, 300) + willow(rng, [0, 1060], 10, 240)
  return svgDoc(size, size, defs, body)
}
