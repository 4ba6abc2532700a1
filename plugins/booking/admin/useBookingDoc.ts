'use client'

import { toast } from '@payloadcms/ui'
import { useEffect, useState } from 'react'

import { apiRequest } from '@api-client'
import type { Booking } from '../types'

import { takeFlash } from './flash'

/** The booking being edited, read once its id is known; then the flash left by the last action. */
export function useBookingDoc(id: number | string | undefined): Booking | null {
  const [doc, setDoc] = useState<Booking | null>(null)
  useEffect(() => {
    if (!id) return
    void apiRequest<Booking>(`/api/bookings/${id}?depth=0`).then((r) => {
      if (r.status === 0) return
      setDoc(r.ok ? r.data : null)
      // Not on mount: the admin's toaster may not listen yet, and a toast before it is lost.
      const message = takeFlash()
      if (message) toast.success(message)
    })
  }, [id])
  return doc
}
