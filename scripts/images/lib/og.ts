/**
 * Open Graph card (1200x630): dark warm bokeh on the right, the brand line
 * 'Light up the Moment' on the left, drawn with a generic sans-serif font.
 */
import { bokeh, warmBackground } from './bokeh'
import { svgDoc } from './svg'

export const OG_WIDTH = 1200
export const OG_HEIGHT = 630

const FONT = `font-family="'Helvetica Neue', Helvetica, Arial, 'DejaVu Sans', sans-serif"`

/** A simple line-art camera in warm gold, centred on (cx, cy). */
function camera(cx: number, cy: number): string {
  const w = 250
  const h = 170
  const x = cx - w / 2
  const y = cy - h / 2
  return `<g fill="none" stroke="url(#gold)" stroke-width="7" stroke-linejoin="round" filter="url(#softGlow)">
<path d="M${x + 70} ${y}l18 -28h74l18 28"/>
<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="26"/>
<circle cx="${cx}" cy="${cy + 6}" r="56"/><circle cx="${cx}" cy="${cy + 6}" r="32" stroke-width="5"/>
<rect x="${x + w - 52}" y="${y + 20}" width="30" height="16" rx="4" stroke-width="5"/></g>
<circle cx="${cx - 12}" cy="${cy - 8}" r="9" fill="#fff4d6" opacity="0.85"/>`
}

export function ogSvg(): string {
  const W = OG_WIDTH
  const H = OG_HEIGHT
  const bg = warmBackground(W, H, 12, 5)
  const lights = bokeh({
    width: W,
    height: H,
    seed: 19,
    weight: (x) => Math.min(1, Math.max(0.08, (x - 380) / 500)),
    layers: [
      { count: 45, rMin: 6, rMax: 18, blur: 4, opacity: [0.35, 0.85] },
      { count: 22, rMin: 22, rMax: 50, blur: 8, opacity: [0.25, 0.6] },
      { count: 8, rMin: 60, rMax: 110, blur: 14, opacity: [0.15, 0.35] },
    ],
  })
  const defs = `${bg.defs}${lights.defs}
<linearGradient id="shade" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#0c0709" stop-opacity="0.92"/><stop offset="0.45" stop-color="#0c0709" stop-opacity="0.6"/><stop offset="0.75" stop-color="#0c0709" stop-opacity="0"/></linearGradient>
<linearGradient id="gold" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#ffe6a8"/><stop offset="0.5" stop-color="#f5b94a"/><stop offset="1" stop-color="#e0892f"/></linearGradient>
<filter id="softGlow" x="-30%" y="-30%" width="160%" height="160%"><feGaussianBlur stdDeviation="6" result="b"/><feMerge><feMergeNode in="b"/><feMergeNode in="SourceGraphic"/></feMerge></filter>`
  const body = `${bg.body}${lights.body}<rect width="${W}" height="${H}" fill="url(#shade)"/>
${camera(930, 330)}
<text x="80" y="150" ${FONT} font-size="24" font-weight="700" letter-spacing="5" fill="#f5b94a">WINNIPEG PHOTO BOOTH CO.</text>
<text x="76" y="268" ${FONT} font-size="92" font-weight="800" fill="#ffffff">Light up</text>
<text x="76" y="370" ${FONT} font-size="92" font-weight="800" fill="url(#gold)">the Moment</text>
<text x="80" y="438" ${FONT} font-size="28" fill="#f3e6d8">Photo booth rentals for weddings, parties</text>
<text x="80" y="476" ${FONT} font-size="28" fill="#f3e6d8">and corporate events across Manitoba</text>
<rect x="80" y="522" width="318" height="56" rx="28" fill="url(#gold)"/>
<text x="239" y="559" ${FONT} font-size="24" font-weight="700" fill="#2a140c" text-anchor="middle">Packages from $199</text>`
  return svgDoc(W, H, defs, body)
}
