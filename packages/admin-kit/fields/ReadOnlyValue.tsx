import type { ReactNode } from 'react'

/** A read-only value laid out like a Payload field (label above, text below), never an input. */
export function ReadOnlyValue({
  label,
  children,
  className,
}: {
  label: string
  children: ReactNode
  className?: string
}) {
  return (
    <div
      className={className ? `field-type ${className}` : 'field-type'}
      style={{ flex: '1 1 0', marginBottom: 'var(--base)' }}
    >
      <div style={{ fontWeight: 600, marginBottom: 4 }}>{label}</div>
      <div style={{ fontVariantNumeric: 'tabular-nums', overflowWrap: 'anywhere' }}>{children}</div>
    </div>
  )
}
