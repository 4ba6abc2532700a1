/**
 * Sequin fabric: overlapping rows of round sequins, each shaded with one of a
 * few radial gradients chosen from a slowly varying "light field" so the
 * fabric shows diagonal bands of light, plus scattered glinting sparkles.
 */
import { createRng, glowFilter, mix, range, round, sparkles, svgDoc } from './svg'

export type SequinOptions = {
  size: number
  seed: number
  /** Darkest and lightest sequin colours. */
  dark: string
  light: string
  background: string
  spacing?: number
  tones?: number
  sparkleCount?: number
  /** Probability (0..1) that a sequin is drawn at (x, y); default always. */
  density?: (x: number, y: number) => number
  /** Extra SVG drawn over the background, beneath the sequins. */
  underlay?: { defs: string; body: string }
  /** Tone spacing: >1 keeps most sequins near `dark` with only a few bright ones. */
  tonePower?: number
  /** Added to the light value at (x, y): shifts tones darker (<0) or lighter (>0). */
  bias?: (x: number, y: number) => number
  /** Overlay gradient drawn over everything (SVG fragment using #sweep). */
  sweep?: { from: string; to: string; opacity: number }
}

export function sequinSvg(o: SequinOptions): string {
  const rng = createRng(o.seed)
  const { size } = o
  const spacing = o.spacing ?? 30
  const tones = o.tones ?? 8
  const r = spacing * 0.58
  let defs = glowFilter(3)
  for (let i = 0; i < tones; i++) {
    const base = mix(o.dark, o.light, (i / (tones - 1)) ** (o.tonePower ?? 1))
    defs += `<radialGradient id="sq${i}" cx="0.5" cy="0.5" r="0.55" fx="0.32" fy="0.28">
<stop offset="0" stop-color="${mix(base, '#ffffff', 0.6)}"/>
<stop offset="0.3" stop-color="${mix(base, '#ffffff', 0.15)}"/>
<stop offset="0.85" stop-color="${base}"/>
<stop offset="1" stop-color="${mix(base, o.dark, 0.5)}"/></radialGradient>`
  }
  if (o.sweep) {
    defs += `<linearGradient id="sweep" x1="0" y1="0" x2="1" y2="1">
<stop offset="0" stop-color="${o.sweep.from}" stop-opacity="${o.sweep.opacity}"/>
<stop offset="0.5" stop-color="${o.sweep.to}" stop-opacity="0"/>
<stop offset="1" stop-color="${o.sweep.from}" stop-opacity="${o.sweep.opacity * 0.6}"/></linearGradient>`
  }
  const phase = range(rng, 0, Math.PI * 2)
  const light = (x: number, y: number): number => {
    const band = Math.sin((x * 0.7 + y * 0.45) / 140 + phase)
    const wave = Math.sin((x * -0.3 + y * 0.9) / 230 + phase * 2)
    return 0.5 + 0.2 * band + 0.1 * wave
  }

  let body = `<rect width="${size}" height="${size}" fill="${o.background}"/>`
  if (o.underlay) {
    defs += o.underlay.defs
    body += o.underlay.body
  }
  const rowStep = spacing * 0.78
  let row = 0
  for (let y = -spacing; y < size + spacing; y += rowStep, row++) {
    const offset = row % 2 === 0 ? 0 : spacing / 2
    for (let x = -spacing + offset; x < size + spacing; x += spacing) {
      if (o.density && rng() > o.density(x, y)) continue
      const jx = x + range(rng, -1.5, 1.5)
      const jy = y + range(rng, -1.5, 1.5)
      const t = Math.min(
        0.999,
        Math.max(0, light(jx, jy) + (o.bias?.(jx, jy) ?? 0) + range(rng, -0.45, 0.45)),
      )
      const tone = Math.floor(t * tones)
      body += `<circle cx="${round(jx)}" cy="${round(jy)}" r="${round(r)}" fill="url(#sq${tone})"/>`
      body += `<circle cx="${round(jx)}" cy="${round(jy - r * 0.55)}" r="${round(r * 0.09)}" fill="${o.dark}" opacity="0.35"/>`
    }
  }
  if (o.sweep) body += `<rect width="${size}" height="${size}" fill="url(#sweep)"/>`
  body += sparkles(rng, o.sparkleCount ?? 28, size, size, 10, 26)
  return svgDoc(size, size, defs, body)
}
