import type { CSSProperties } from 'react'

// Phone first: one column, large targets (44 px), Payload's own colours (light and dark).
export const card: CSSProperties = {
  border: '1px solid var(--theme-elevation-150)',
  borderRadius: 8,
  padding: 16,
  marginBottom: 16,
  background: 'var(--theme-elevation-0)',
}
export const button: CSSProperties = {
  minHeight: 44,
  padding: '8px 16px',
  borderRadius: 6,
  border: '1px solid var(--theme-elevation-800)',
  background: 'var(--theme-elevation-800)',
  color: 'var(--theme-elevation-0)',
  fontSize: 16,
  cursor: 'pointer',
}
export const secondary: CSSProperties = {
  ...button,
  background: 'transparent',
  color: 'var(--theme-elevation-800)',
}
export const row: CSSProperties = { display: 'flex', gap: 8, flexWrap: 'wrap', marginTop: 12 }
export const dl: CSSProperties = { display: 'grid', gap: 6, margin: 0 }
export const h2: CSSProperties = { fontSize: 18, margin: '0 0 8px' }
