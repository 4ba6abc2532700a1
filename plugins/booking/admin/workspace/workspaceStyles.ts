import type { CSSProperties } from 'react'

// Panels drawn with Payload's theme variables, so they follow light and dark mode.
export const section: CSSProperties = {
  border: '1px solid var(--theme-elevation-150)',
  borderRadius: 'var(--style-radius-m, 6px)',
  padding: 'var(--base)',
  marginBottom: 'var(--base)',
  background: 'var(--theme-elevation-0)',
}
export const heading: CSSProperties = { margin: '0 0 12px', fontSize: 18 }
export const table: CSSProperties = { width: '100%', borderCollapse: 'collapse' }
export const cell: CSSProperties = {
  textAlign: 'left',
  padding: '6px 8px 6px 0',
  borderTop: '1px solid var(--theme-elevation-100)',
  verticalAlign: 'top',
}
export const num: CSSProperties = {
  ...cell,
  textAlign: 'right',
  fontVariantNumeric: 'tabular-nums',
}
export const terms: CSSProperties = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(140px, 1fr))',
  gap: 12,
  margin: 0,
}
export const link: CSSProperties = {
  display: 'inline-block',
  minHeight: 24,
  lineHeight: '24px',
  overflowWrap: 'anywhere',
}
