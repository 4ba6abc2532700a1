import type { DefaultCellComponentProps } from 'payload'

import { formatTimeLabel, isValidTimeString } from '@kernel'

/** A booking's Winnipeg wall-clock 'HH:mm' as '2:00 PM'. */
export function TimeCell({ cellData }: DefaultCellComponentProps) {
  return typeof cellData === 'string' && isValidTimeString(cellData) ? (
    <span>{formatTimeLabel(cellData)}</span>
  ) : null
}
