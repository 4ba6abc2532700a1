'use client'

import { useState } from 'react'

import { CustomQuoteDialog } from './CustomQuoteDialog'

/** Opens the Request Custom Quote dialog. */
export function CustomQuoteButton({ className }: { className?: string }) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button type="button" className={className} onClick={() => setOpen(true)}>
        Request Custom Quote
      </button>
      <CustomQuoteDialog open={open} onOpenChange={setOpen} />
    </>
  )
}
