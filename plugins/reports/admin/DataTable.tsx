import type { ChartRow, Series } from './BarChart'

const cell = { padding: '4px 8px', borderBottom: '1px solid var(--theme-elevation-100)' }

/** A chart's figures as a table (numbers right-aligned, formatted as on the chart). */
export function DataTable({
  caption,
  rows,
  series,
  format,
}: {
  caption: string
  rows: ChartRow[]
  series: Series[]
  format: (n: number) => string
}) {
  return (
    <table style={{ width: '100%', borderCollapse: 'collapse' }}>
      <caption style={{ textAlign: 'left', fontWeight: 600, marginBottom: 4 }}>{caption}</caption>
      <thead>
        <tr>
          <th scope="col" style={{ ...cell, textAlign: 'left' }}>
            {series.length > 1 ? '' : 'Item'}
          </th>
          {series.map((s) => (
            <th key={s.name} scope="col" style={{ ...cell, textAlign: 'right' }}>
              {s.name}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.label}>
            <th scope="row" style={{ ...cell, textAlign: 'left', fontWeight: 400 }}>
              {r.label}
            </th>
            {r.values.map((v, i) => (
              <td key={series[i]?.name ?? i} style={{ ...cell, textAlign: 'right' }}>
                {format(v)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  )
}
