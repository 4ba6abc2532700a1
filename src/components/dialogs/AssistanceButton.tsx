'use client'

import { useState } from 'react'

import { RequestAssistanceDialog } from './RequestAssistanceDialog'

/** Opens the Request Assistance dialog (dates online booking cannot offer). */
export function AssistanceButton({ className, label }: { className?: string; label: string }) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button type="button" className={className} onClick={() => setOpen(true)}>
        {label}
      </button>
      <RequestAssistanceDialog open={open} onOpenChange={setOpen} />
    </>
  )
}
