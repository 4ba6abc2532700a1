const cell = { padding: '4px 8px', borderBottom: '1px solid var(--theme-elevation-100)' }

/** A short list of bookings and amounts; the last column is money, right-aligned. Overdue rows
 * stand out by weight and an "overdue" word, never by colour alone. */
export function MoneyTable({
  caption,
  columns,
  rows,
}: {
  caption: string
  columns: string[]
  rows: { key: string; cells: string[]; overdue?: boolean }[]
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
              <th key={c} scope="col" style={{ ...cell, textAlign: i === last ? 'right' : 'left' }}>
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
                <td key={i} style={{ ...cell, textAlign: i === last ? 'right' : 'left' }}>
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
