import type { CSSProperties } from 'react'

// Sections drawn with Payload's theme variables, so they follow light and dark mode.
export const section: CSSProperties = {
  border: '1px solid var(--theme-elevation-150)',
  borderRadius: 'var(--style-radius-m, 6px)',
  padding: 'var(--base)',
  background: 'var(--theme-elevation-0)',
}
