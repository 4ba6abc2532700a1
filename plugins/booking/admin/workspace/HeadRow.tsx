import { HeadRow as StaffHeadRow } from '@admin-kit/HeadRow'

import { cell, num } from './workspaceStyles'

/** A workspace table's column headings; a heading ending in `#` is a right-aligned amount. */
export function HeadRow({ columns }: { columns: string[] }) {
  return (
    <StaffHeadRow
      columns={columns}
      style={(c) => (c.endsWith('#') ? num : cell)}
      label={(c) => c.replace(/#$/, '')}
    />
  )
}
