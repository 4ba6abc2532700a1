import type { DefaultCellComponentProps } from 'payload'

import { formatInstant } from '@kernel/time'

/** A stored instant in a list column, on Winnipeg wall clocks. */
export function InstantCell({ cellData }: DefaultCellComponentProps) {
  return typeof cellData === 'string' && cellData ? <span>{formatInstant(cellData)}</span> : null
}
