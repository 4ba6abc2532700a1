import { formatCad, isCents } from '@kernel'

import type { Priced } from './quoteRecord'

const row = { display: 'flex', justifyContent: 'space-between', gap: 12, maxWidth: 480 } as const

/** A quote's priced lines and total in dollars, taxes included. */
export function PricedLines({ priced }: { priced: Priced | null }) {
  const lines = priced?.lines ?? []
  if (!lines.length) return <p>—</p>
  return (
    <ul style={{ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: 4 }}>
      {lines.map((l, i) => (
        <li key={i} style={row}>
          <span>{l.label}</span>
          <span style={{ fontVariantNumeric: 'tabular-nums' }}>
            {isCents(l.amountCents) ? formatCad(l.amountCents) : '—'}
          </span>
        </li>
      ))}
      {isCents(priced?.totalCents) ? (
        <li style={{ ...row, fontWeight: 700 }}>
          <span>Total (taxes included)</span>
          <span style={{ fontVariantNumeric: 'tabular-nums' }}>{formatCad(priced.totalCents)}</span>
        </li>
      ) : null}
    </ul>
  )
}
