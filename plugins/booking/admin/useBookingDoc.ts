'use client'

import { toast } from '@payloadcms/ui'
import { useEffect, useState } from 'react'

import { bookingStaffApi } from '../contract'
import type { Booking } from '../types'

import { type Flash, takeFlash } from './flash'

/**
 * The booking being edited, read once its id is known; then the flash left by the last action
 * (a toast, and returned so that a link to pass on stays on screen).
 */
export function useBookingDoc(id: number | string | undefined): {
  doc: Booking | null
  flash: Flash | null
} {
  const [doc, setDoc] = useState<Booking | null>(null)
  const [flash, setFlashState] = useState<Flash | null>(null)
  useEffect(() => {
    if (!id) return
    void bookingStaffApi.doc({ id, query: { depth: 0 } }).then((r) => {
      if (r.status === 0) return
      setDoc(r.ok ? r.data : null)
      // Not on mount: the admin's toaster may not listen yet, and a toast before it is lost.
      const taken = takeFlash()
      if (!taken) return
      if (taken.ok) toast.success(taken.message)
      else toast.warning(taken.message)
      setFlashState(taken)
    })
  }, [id])
  return { doc, flash }
}
