import type { CSSProperties } from 'react'

const cell = { padding: '4px 8px', borderBottom: '1px solid var(--theme-elevation-100)' }
// References, dates and amounts stay on one line (a reference broken at its hyphen reads as two);
// only the free-text column (a name) wraps. Too wide still: the table scrolls inside its card.
const cellStyle = (i: number, last: number, wrap: number[]): CSSProperties => ({
  ...cell,
  textAlign: i === last ? 'right' : 'left',
  whiteSpace: wrap.includes(i) ? 'normal' : 'nowrap',
  overflowWrap: wrap.includes(i) ? 'anywhere' : undefined,
})

/** A short list of bookings and amounts; the last column is money, right-aligned. Overdue rows
 * stand out by weight and an "overdue" word, never by colour alone. `wrap`: the columns that may
 * wrap (the customer's name by default). */
export function MoneyTable({
  caption,
  columns,
  rows,
  wrap = [1],
}: {
  caption: string
  columns: string[]
  rows: { key: string; cells: string[]; overdue?: boolean }[]
  wrap?: number[]
}) {
  if (rows.length === 0) return <p>None.</p>
  const last = columns.length - 1
  return (
    <div
      style={{ overflowX: 'auto', maxHeight: 360, overflowY: 'auto' }}
      tabIndex={0}
      role="region"
      aria-label={caption}
    >
      <table style={{ width: '100%', borderCollapse: 'collapse' }}>
        <caption style={{ position: 'absolute', left: -9999 }}>{caption}</caption>
        <thead>
          <tr>
            {columns.map((c, i) => (
              <th key={c} scope="col" style={cellStyle(i, last, [])}>
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr
              key={r.key}
              style={
                r.overdue ? { fontWeight: 600, background: 'var(--theme-error-50)' } : undefined
              }
            >
              {r.cells.map((c, i) => (
                <td key={i} style={cellStyle(i, last, wrap)}>
                  {c}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
