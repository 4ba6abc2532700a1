'use client'

import { usePathname, useRouter } from 'next/navigation'
import { useEffect, useState } from 'react'
import { toast } from '@/lib/toast'

import { formMessages } from '@/lib/formMessages'
import { clearWizardState, RECOVERY_DISMISSED_KEY } from '@/lib/wizardStorage'

import { Modal } from '../dialogs/Modal'
import { offersSavedCart, popupHiddenOn } from './offersSavedCart'

/** 'Welcome Back!': offers a saved wizard cart once per browser session, never inside the wizard itself. */
export function ReturningVisitorDialog() {
  const pathname = usePathname()
  const router = useRouter()
  const [open, setOpen] = useState(false)

  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- browser storage exists only after mount: the server's HTML never offers a cart
    if (popupHiddenOn(pathname)) return setOpen(false)
    if (offersSavedCart(pathname)) setOpen(true)
  }, [pathname])

  const dismiss = () => {
    try {
      sessionStorage.setItem(RECOVERY_DISMISSED_KEY, 'true')
    } catch {}
    setOpen(false)
  }
  const continueBooking = () => {
    dismiss()
    toast.success(formMessages.cartRestored.title, {
      description: formMessages.cartRestored.description,
    })
    router.push('/booking')
  }
  const startFresh = () => {
    clearWizardState()
    dismiss()
  }

  return (
    <Modal
      open={open}
      onOpenChange={(o) => (o ? setOpen(true) : dismiss())}
      title="Welcome Back!"
      description="You have a booking in progress. Would you like to pick up where you left off?"
    >
      <div className="flex flex-col gap-3 sm:flex-row-reverse">
        <button
          type="button"
          onClick={continueBooking}
          className="min-h-12 flex-1 rounded-full bg-amber-500 px-6 py-3 font-semibold text-stone-950 hover:bg-amber-400 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-stone-900"
        >
          Continue Booking
        </button>
        <button
          type="button"
          onClick={startFresh}
          className="min-h-12 flex-1 rounded-full border border-stone-300 px-6 py-3 font-semibold text-stone-800 hover:bg-stone-100 focus-visible:outline focus-visible:outline-2 focus-visible:outline-amber-500"
        >
          Start Fresh
        </button>
      </div>
    </Modal>
  )
}
