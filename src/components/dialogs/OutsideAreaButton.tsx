'use client'

import dynamic from 'next/dynamic'
import { useState } from 'react'

// The dialog and its form code load on first use, not with the page; hover or focus starts the download.
const OutsideServiceAreaDialog = dynamic(
  () => import('./OutsideServiceAreaDialog').then((m) => m.OutsideServiceAreaDialog),
  { ssr: false },
)
const preload = () => void import('./OutsideServiceAreaDialog')

/** Opens the Outside Service Area dialog (for towns not listed). */
export function OutsideAreaButton({ className, label }: { className?: string; label: string }) {
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
      {open !== undefined && <OutsideServiceAreaDialog open={open} onOpenChange={setOpen} />}
    </>
  )
}
