import type { DefaultCellComponentProps } from 'payload'

import { StatusBadge } from './workspace/statusBadge'

/** A booking's status as the same coloured word the workspace shows. */
export function StatusCell({ cellData }: DefaultCellComponentProps) {
  return typeof cellData === 'string' ? <StatusBadge status={cellData} /> : null
}
