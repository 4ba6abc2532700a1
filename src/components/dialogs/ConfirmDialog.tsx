'use client'

import { type ReactNode, useEffect, useRef } from 'react'

import { ui } from '@/components/ui/ui'
import { Pairs } from '../success/Section'
import { Modal } from './Modal'

// The primary button in red: swapped, not appended (two bg- classes leave the winner to the CSS order).
const DANGER = ui.primary
  .replace('bg-stone-900', 'bg-red-700')
  .replace('hover:bg-stone-700', 'hover:bg-red-800')

type Props = {
  open: boolean
  onOpenChange: (open: boolean) => void
  title: string
  /** What changes, as the customer reads it: 'From' → 'To', the refund, the balance. */
  rows: [string, string][]
  children?: ReactNode
  confirmLabel: string
  busyLabel: string
  cancelLabel: string
  busy: boolean
  error?: string
  danger?: boolean
  onConfirm: () => void
}

/**
 * Confirms an action that cannot be undone, showing what it changes. A native modal dialog (focus
 * trapped, Escape closes); focus starts on the safe choice, so Enter never does the harm.
 */
export function ConfirmDialog(props: Props) {
  const { open, onOpenChange, title, rows, children, busy, error, danger, onConfirm } = props
  const keep = useRef<HTMLButtonElement>(null)
  useEffect(() => {
    if (open) keep.current?.focus()
  }, [open])
  return (
    <Modal open={open} onOpenChange={(o) => !busy && onOpenChange(o)} title={title}>
      <div data-testid="confirm-dialog">
        <Pairs rows={rows} />
        {children && <div className="mt-3 text-stone-800">{children}</div>}
        {error && (
          <p role="alert" className={ui.error}>
            {error}
          </p>
        )}
        <div className="mt-5 flex flex-col gap-3 sm:flex-row-reverse">
          <button
            type="button"
            className={danger ? DANGER : ui.primary}
            disabled={busy}
            onClick={onConfirm}
          >
            {busy ? props.busyLabel : props.confirmLabel}
          </button>
          <button
            ref={keep}
            type="button"
            className={ui.secondary}
            disabled={busy}
            onClick={() => onOpenChange(false)}
          >
            {props.cancelLabel}
          </button>
        </div>
      </div>
    </Modal>
  )
}
