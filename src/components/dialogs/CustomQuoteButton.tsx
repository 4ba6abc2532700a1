'use client'

import dynamic from 'next/dynamic'
import { useState } from 'react'

// The dialog and its form code load on first use, not with the page; hover or focus starts the download.
const CustomQuoteDialog = dynamic(
  () => import('./CustomQuoteDialog').then((m) => m.CustomQuoteDialog),
  { ssr: false },
)
const preload = () => void import('./CustomQuoteDialog')

/** Opens the Request Custom Quote dialog. */
export function CustomQuoteButton({ className }: { className?: string }) {
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
        Request Custom Quote
      </button>
      {open !== undefined && <CustomQuoteDialog open={open} onOpenChange={setOpen} />}
    </>
  )
}
