import type { CSSProperties } from 'react'

/** A staff table's column headings (`scope="col"`), each styled by `style` (or `style(column)`). */
export function HeadRow({
  columns,
  style,
  label = (c) => c,
}: {
  columns: string[]
  style: CSSProperties | ((column: string) => CSSProperties)
  label?: (column: string) => string
}) {
  return (
    <thead>
      <tr>
        {columns.map((c) => (
          <th key={c} scope="col" style={typeof style === 'function' ? style(c) : style}>
            {label(c)}
          </th>
        ))}
      </tr>
    </thead>
  )
}
