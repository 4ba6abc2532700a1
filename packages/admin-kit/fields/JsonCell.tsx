import type { DefaultCellComponentProps } from 'payload'

/** A JSON column in a list: how many entries it holds, never the raw text. */
export function JsonCell({ cellData }: DefaultCellComponentProps) {
  if (cellData === null || typeof cellData !== 'object') return null
  const n = Array.isArray(cellData) ? cellData.length : Object.keys(cellData).length
  return <span>{n === 1 ? '1 entry' : `${n} entries`}</span>
}
