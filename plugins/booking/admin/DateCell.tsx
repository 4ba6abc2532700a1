import type { DefaultCellComponentProps } from 'payload'

import { formatShortDate } from './formatShortDate'

/** A Winnipeg calendar day 'YYYY-MM-DD' as 'Sat, Jan 16, 2027'. */
export function DateCell({ cellData }: DefaultCellComponentProps) {
  return typeof cellData === 'string' && cellData ? <span>{formatShortDate(cellData)}</span> : null
}
