import type { CSSProperties } from 'react'

import { statusWord } from '../../core/moneyWords'

// Dark text on light fills: 4.5:1 or better in both themes' surroundings.
const COLOURS: Record<string, { bg: string; fg: string }> = {
  pending_payment: { bg: '#fde68a', fg: '#3b2a00' },
  confirmed: { bg: '#bbf7d0', fg: '#053b1a' },
  cancelled: { bg: '#fecaca', fg: '#4c0808' },
  expired: { bg: '#e5e7eb', fg: '#1f2937' },
  refunded: { bg: '#e9d5ff', fg: '#2e1065' },
}

/** The status word from the one list the customer's pages use too. */
export const statusLabel = statusWord

/** A booking's status as a coloured word. */
export function StatusBadge({ status }: { status: string | null | undefined }) {
  const s = { label: statusWord(status), ...(COLOURS[status ?? ''] ?? COLOURS.expired) }
  const style: CSSProperties = {
    background: s.bg,
    color: s.fg,
    borderRadius: 999,
    padding: '2px 10px',
    fontWeight: 600,
    fontSize: 14,
    whiteSpace: 'nowrap',
  }
  return (
    <span data-testid="booking-status" style={style}>
      {s.label}
    </span>
  )
}
