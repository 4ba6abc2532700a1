'use client'

import { useState } from 'react'

import { ContactDialog } from './ContactDialog'

/** Opens the Contact Us dialog. */
export function ContactUsButton({ className, label = 'Contact Us' }: { className?: string; label?: string }) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button type="button" className={className} onClick={() => setOpen(true)}>
        {label}
      </button>
      <ContactDialog open={open} onOpenChange={setOpen} />
    </>
  )
}
