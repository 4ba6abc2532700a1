import { cell, num } from './workspaceStyles'

/** A workspace table's column headings; a heading ending in `#` is a right-aligned amount. */
export function HeadRow({ columns }: { columns: string[] }) {
  return (
    <thead>
      <tr>
        {columns.map((c) => (
          <th key={c} scope="col" style={c.endsWith('#') ? num : cell}>
            {c.replace(/#$/, '')}
          </th>
        ))}
      </tr>
    </thead>
  )
}
