/**
 * A satin drape underlay: vertical folds made from one horizontal gradient
 * with alternating light and dark stops. Used beneath scattered sequins.
 */
import { createRng, mix, range, round } from './svg'

export function drapeUnderlay(
  size: number,
  seed: number,
  dark: string,
  sheen: string,
): { defs: string; body: string } {
  const rng = createRng(seed)
  let stops = ''
  let x = 0
  let i = 0
  while (x <= 1) {
    const t = i % 2 === 0 ? range(rng, 0, 0.15) : range(rng, 0.35, 0.7)
    stops += `<stop offset="${round(x, 3)}" stop-color="${mix(dark, sheen, t)}"/>`
    x += range(rng, 0.05, 0.11)
    i++
  }
  const defs = `<linearGradient id="drape" x1="0" y1="0" x2="1" y2="0">${stops}</linearGradient>
<linearGradient id="drapeShade" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#000" stop-opacity="0.35"/><stop offset="0.5" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.25"/></linearGradient>`
  const body = `<rect width="${size}" height="${size}" fill="url(#drape)"/><rect width="${size}" height="${size}" fill="url(#drapeShade)"/>`
  return { defs, body }
}
