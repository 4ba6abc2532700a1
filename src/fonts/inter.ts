import localFont from 'next/font/local'

/**
 * Inter (latin), self-hosted through next/font: preloaded, and paired with an Arial fallback
 * whose metrics are adjusted to Inter's, so the swap from fallback to Inter moves no text
 * (it shifted whole legal pages, CLS 0.27). Other scripts fall through to the fontsource faces.
 */
export const inter = localFont({
  src: '../../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  weight: '100 900',
  display: 'swap',
  variable: '--font-inter',
  adjustFontFallback: 'Arial',
})
