export type ChartRow = { label: string; values: number[] }
export type Series = { name: string; color: string }

const LABEL_W = 150
const VALUE_W = 90
const WIDTH = 600
const BAR_H = 14

/**
 * Horizontal bars, one group per row and one bar per series, drawn as plain SVG (no chart
 * library: nothing added to the admin bundle). Labels and values are text in the SVG, and the
 * whole chart is one image with a title and description; the exact figures are in the table.
 */
export function BarChart({
  title,
  summary,
  rows,
  series,
  format,
}: {
  title: string
  summary: string
  rows: ChartRow[]
  series: Series[]
  format: (n: number) => string
}) {
  const max = Math.max(1, ...rows.flatMap((r) => r.values.map(Math.abs)))
  const rowH = series.length * BAR_H + 10
  const height = rows.length * rowH + 4
  const scale = (WIDTH - LABEL_W - VALUE_W) / max
  return (
    <>
      {series.length > 1 ? <Legend series={series} /> : null}
      <svg
        role="img"
        viewBox={`0 0 ${WIDTH} ${height}`}
        width="100%"
        style={{ display: 'block', maxHeight: height * 1.4 }}
      >
        <title>{title}</title>
        <desc>{summary}</desc>
        {rows.map((r, i) => (
          <g key={r.label} transform={`translate(0 ${i * rowH + 2})`}>
            <text
              x={LABEL_W - 8}
              y={rowH / 2}
              textAnchor="end"
              dominantBaseline="middle"
              fontSize={12}
              fill="currentColor"
            >
              {r.label}
            </text>
            {r.values.map((v, j) => (
              <g key={series[j]?.name ?? j} transform={`translate(${LABEL_W} ${j * BAR_H})`}>
                <rect
                  width={Math.max(1, Math.abs(v) * scale)}
                  height={BAR_H - 3}
                  rx={2}
                  fill={series[j]?.color}
                />
                <text
                  x={Math.abs(v) * scale + 4}
                  y={(BAR_H - 3) / 2}
                  dominantBaseline="middle"
                  fontSize={11}
                  fill="currentColor"
                >
                  {v === 0 ? '' : format(v)}
                </text>
              </g>
            ))}
          </g>
        ))}
      </svg>
    </>
  )
}

function Legend({ series }: { series: Series[] }) {
  return (
    <ul style={{ display: 'flex', gap: 16, listStyle: 'none', margin: '0 0 6px', padding: 0 }}>
      {series.map((s) => (
        <li key={s.name} style={{ display: 'flex', alignItems: 'center', gap: 6 }}>
          <span
            aria-hidden="true"
            style={{ width: 12, height: 12, borderRadius: 2, background: s.color }}
          />
          {s.name}
        </li>
      ))}
    </ul>
  )
}
