import type { CSSProperties } from 'react'

// Panels and lists drawn with Payload's theme variables, so they follow light and dark mode.
export const panel: CSSProperties = {
  border: '1px solid var(--theme-elevation-150)',
  borderRadius: 'var(--style-radius-m, 6px)',
  padding: 'var(--base)',
  background: 'var(--theme-elevation-0)',
}

export const grid: CSSProperties = {
  display: 'grid',
  gap: 'var(--base)',
  gridTemplateColumns: 'repeat(auto-fit, minmax(320px, 1fr))',
  marginBottom: 'calc(var(--base) * 2)',
}

export const list: CSSProperties = {
  listStyle: 'none',
  padding: 0,
  margin: 0,
  display: 'grid',
  gap: 10,
}

export const muted: CSSProperties = { color: 'var(--theme-elevation-650)' }

// WCAG 2.2 target size: a link alone on its line is at least 24 px tall and wide, and a long
// unbroken name (a typo, a pasted URL) wraps inside its panel instead of running under the next.
export const targetLink: CSSProperties = {
  display: 'inline-block',
  minHeight: 24,
  minWidth: 24,
  lineHeight: '24px',
  maxWidth: '100%',
  overflowWrap: 'anywhere',
}
