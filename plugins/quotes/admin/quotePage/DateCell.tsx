import type { DefaultCellComponentProps } from 'payload'

import { formatDateLong, isValidDateString } from '@kernel'

/** A calendar date in the quotes list as people read it ('December 4, 2026'), never '2026-12-04'. */
export function DateCell({ cellData }: DefaultCellComponentProps) {
  return typeof cellData === 'string' && isValidDateString(cellData) ? (
    <span>{formatDateLong(cellData, { weekday: false })}</span>
  ) : null
}
