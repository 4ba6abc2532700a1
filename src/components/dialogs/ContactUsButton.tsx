'use client'

import dynamic from 'next/dynamic'
import { useState } from 'react'

// The dialog and its form code load on first use, not with the page; hover or focus starts the download.
const ContactDialog = dynamic(() => import('./ContactDialog').then((m) => m.ContactDialog), {
  ssr: false,
})
const preload = () => void import('./ContactDialog')

/** Opens the Contact Us dialog. */
export function ContactUsButton({
  className,
  label = 'Contact Us',
}: {
  className?: string
  label?: string
}) {
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
      {open !== undefined && <ContactDialog open={open} onOpenChange={setOpen} />}
    </>
  )
}
