'use client'

import dynamic from 'next/dynamic'
import { useState } from 'react'

// The dialog and its form code load on first use, not with the page; hover or focus starts the download.
const RequestAssistanceDialog = dynamic(
  () => import('./RequestAssistanceDialog').then((m) => m.RequestAssistanceDialog),
  { ssr: false },
)
const preload = () => void import('./RequestAssistanceDialog')

/** Opens the Request Assistance dialog (dates online booking cannot offer). */
export function AssistanceButton({ className, label }: { className?: string; label: string }) {
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
      {open !== undefined && <RequestAssistanceDialog open={open} onOpenChange={setOpen} />}
    </>
  )
}
