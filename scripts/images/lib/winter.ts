/**
 * Winter wonderland: icy blue sky fading to snow, soft bokeh, drifting
 * snowflakes, a row of frosted pines and draped strands of warm fairy lights.
 */
import { blurFilter, createRng, glowFilter, pick, range, round, svgDoc, type Rng } from './svg'

function snowflake(x: number, y: number, r: number, opacity: number, rot: number): string {
  let arms = ''
  for (let k = 0; k < 6; k++) {
    const b = r * 0.55
    const s = r * 0.28
    arms += `<g transform="rotate(${k * 60})"><path d="M0 0V${round(-r)}M0 ${round(-b)}l${round(s)} ${round(-s)}M0 ${round(-b)}l${round(-s)} ${round(-s)}M0 ${round(-r * 0.8)}l${round(s * 0.6)} ${round(-s * 0.6)}M0 ${round(-r * 0.8)}l${round(-s * 0.6)} ${round(-s * 0.6)}"/></g>`
  }
  return `<g transform="translate(${round(x)} ${round(y)}) rotate(${round(rot)})" stroke="#ffffff" stroke-width="${round(Math.max(1.5, r / 14))}" stroke-linecap="round" fill="none" opacity="${round(opacity, 2)}">${arms}</g>`
}

function pine(x: number, base: number, h: number, fill: string): string {
  const w = h * 0.42
  let out = ''
  for (let i = 0; i < 4; i++) {
    const top = base - h + i * h * 0.2
    const bottom = top + h * 0.38
    const hw = w * (0.45 + i * 0.19)
    out += `<path d="M${round(x)} ${round(top)}L${round(x + hw)} ${round(bottom)}Q${round(x)} ${round(bottom - h * 0.05)} ${round(x - hw)} ${round(bottom)}Z" fill="${fill}"/>`
  }
  return out
}

function lights(rng: Rng, y0: number, sag: number): string {
  const left = -20
  const right = 1220
  const d = `M${left} ${y0}Q600 ${y0 + sag * 2} ${right} ${y0}`
  let out = `<path d="${d}" stroke="#7c95ad" stroke-width="2" fill="none" opacity="0.8"/>`
  for (let i = 1; i < 24; i++) {
    const t = i / 24
    const x = (1 - t) * (1 - t) * left + 2 * (1 - t) * t * 600 + t * t * right
    const y = (1 - t) * (1 - t) * y0 + 2 * (1 - t) * t * (y0 + sag * 2) + t * t * y0
    const c = pick(rng, ['#ffd98a', '#ffe7b0', '#fff3d6'])
    out += `<circle cx="${round(x)}" cy="${round(y + 9)}" r="16" fill="${c}" opacity="0.7" filter="url(#glow)"/>`
    out += `<ellipse cx="${round(x)}" cy="${round(y + 9)}" rx="5" ry="7" fill="${c}"/>`
  }
  return out
}

export function winterSvg(size: number, seed: number): string {
  const rng = createRng(seed)
  const defs = `${glowFilter(7)}${blurFilter('bokeh', 9)}
<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#a9c9e8"/><stop offset="0.6" stop-color="#d7e8f6"/><stop offset="1" stop-color="#f4f9fd"/></linearGradient>
<linearGradient id="snow" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="#e4eef7"/></linearGradient>`
  let body = `<rect width="${size}" height="${size}" fill="url(#sky)"/>`
  for (let i = 0; i < 34; i++) {
    const r = range(rng, 18, 70)
    body += `<circle cx="${round(rng() * size)}" cy="${round(rng() * size * 0.8)}" r="${round(r)}" fill="#ffffff" opacity="${round(range(rng, 0.12, 0.35), 2)}" filter="url(#bokeh)"/>`
  }
  // Back row of pines, then the snow bank and front row.
  for (let x = -40; x < size + 60; x += range(rng, 70, 110))
    body += pine(x, 1020, range(rng, 200, 300), '#c8dcef')
  body += `<path d="M0 1000Q300 960 600 1000T1200 990V1200H0Z" fill="url(#snow)"/>`
  for (let x = -20; x < size + 60; x += range(rng, 120, 190))
    body += pine(x, 1130, range(rng, 240, 360), '#a8c5e0')
  body += `<path d="M0 1110Q400 1080 800 1120T1200 1100V1200H0Z" fill="#ffffff"/>`
  for (let i = 0; i < 26; i++) {
    body += snowflake(
      rng() * size,
      rng() * size * 0.82,
      range(rng, 12, 46),
      range(rng, 0.55, 0.95),
      range(rng, 0, 60),
    )
  }
  for (let i = 0; i < 220; i++) {
    body += `<circle cx="${round(rng() * size)}" cy="${round(rng() * size)}" r="${round(range(rng, 1.5, 4.5))}" fill="#ffffff" opacity="${round(range(rng, 0.5, 0.95), 2)}"/>`
  }
  body += lights(rng, 40, 60) + lights(rng, -10, 110)
  return svgDoc(size, size, defs, body)
}
