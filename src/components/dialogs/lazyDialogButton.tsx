'use client'

import { type ComponentType, useState } from 'react'

import { lazyClient } from '@/lib/lazyClient'

type DialogProps = { open: boolean; onOpenChange: (open: boolean) => void }
type ButtonProps = { className?: string; label?: string }

/**
 * A button that opens a dialog whose code loads on first use, not with the page; hover or focus
 * starts the download.
 */
export function lazyDialogButton(
  load: () => Promise<ComponentType<DialogProps>>,
  defaultLabel: string,
) {
  const Dialog = lazyClient(load)
  const preload = () => void Dialog.preload().catch(() => {})
  return function LazyDialogButton({ className, label = defaultLabel }: ButtonProps) {
    // undefined until first opened: the dialog is not rendered (nor downloaded) before that.
    const [open, setOpen] = useState<boolean>()
    return (
      <>
        <button
          type="button"
          className={className}
          onPointerEnter={preload}
          onFocus={preload}
          onClick={() => setOpen(true)}
        >
          {label}
        </button>
        {open !== undefined && <Dialog open={open} onOpenChange={setOpen} />}
      </>
    )
  }
}
