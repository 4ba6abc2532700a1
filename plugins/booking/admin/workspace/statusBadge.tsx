import type { CSSProperties } from 'react'

// Dark text on light fills: 4.5:1 or better in both themes' surroundings.
const STATUS: Record<string, { label: string; bg: string; fg: string }> = {
  pending_payment: { label: 'Awaiting payment', bg: '#fde68a', fg: '#3b2a00' },
  confirmed: { label: 'Confirmed', bg: '#bbf7d0', fg: '#053b1a' },
  cancelled: { label: 'Cancelled', bg: '#fecaca', fg: '#4c0808' },
  expired: { label: 'Hold lapsed', bg: '#e5e7eb', fg: '#1f2937' },
  refunded: { label: 'Refunded', bg: '#e9d5ff', fg: '#2e1065' },
}

export const statusLabel = (status: string | null | undefined) =>
  STATUS[status ?? '']?.label ?? (status ?? '').replace(/_/g, ' ')

/** A booking's status as a coloured word. */
export function StatusBadge({ status }: { status: string | null | undefined }) {
  const s = STATUS[status ?? ''] ?? { label: statusLabel(status), bg: '#e5e7eb', fg: '#1f2937' }
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
