import type { DefaultCellComponentProps } from 'payload'

import { formatCad } from '@kernel'
import { isOpen } from '../core/bookingStatus'

/** What the customer still owes ('$0.00' once paid; '—' for a cancelled booking). */
export function BalanceCell({ rowData }: DefaultCellComponentProps) {
  const r = (rowData ?? {}) as { status?: string; totalCents?: number; amountPaidCents?: number }
  if (!isOpen(r.status)) return <span>—</span>
  const owed = Math.max(0, (r.totalCents ?? 0) - (r.amountPaidCents ?? 0))
  return <span style={{ fontVariantNumeric: 'tabular-nums' }}>{formatCad(owed)}</span>
}
