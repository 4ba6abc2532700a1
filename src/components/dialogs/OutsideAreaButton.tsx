'use client'

import { useState } from 'react'

import { OutsideServiceAreaDialog } from './OutsideServiceAreaDialog'

/** Opens the Outside Service Area dialog (for towns not listed). */
export function OutsideAreaButton({ className, label }: { className?: string; label: string }) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button type="button" className={className} onClick={() => setOpen(true)}>
        {label}
      </button>
      <OutsideServiceAreaDialog open={open} onOpenChange={setOpen} />
    </>
  )
}
