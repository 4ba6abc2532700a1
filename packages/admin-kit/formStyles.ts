import type { CSSProperties } from 'react'

// Native inputs styled with Payload's theme variables, so they follow light and dark mode.
export const inputStyle: CSSProperties = {
  width: '100%',
  padding: '8px 10px',
  border: '1px solid var(--theme-elevation-250)',
  borderRadius: 'var(--style-radius-s, 4px)',
  background: 'var(--theme-input-bg, var(--theme-elevation-0))',
  color: 'var(--theme-text)',
  font: 'inherit',
}

export const labelStyle: CSSProperties = { display: 'grid', gap: 6, marginBottom: 16 }

export const stack: CSSProperties = { display: 'grid', gap: 4, maxWidth: 480 }
