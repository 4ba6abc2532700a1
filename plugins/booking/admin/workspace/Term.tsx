import type { ReactNode } from 'react'

/** One labelled value inside a <dl>. */
export function Term({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt style={{ color: 'var(--theme-elevation-800)', fontSize: 13 }}>{label}</dt>
      <dd style={{ margin: 0, fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}>{children}</dd>
    </div>
  )
}
