import type { DefaultCellComponentProps } from 'payload'

import { formatCad } from '@kernel'

/** Cents as '$399.00' in the admin lists (the same formatter as emails and the site). */
export function MoneyCell({ cellData }: DefaultCellComponentProps) {
  return typeof cellData === 'number' && Number.isSafeInteger(cellData) ? (
    <span style={{ fontVariantNumeric: 'tabular-nums' }}>{formatCad(cellData)}</span>
  ) : null
}
