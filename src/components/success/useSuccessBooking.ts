'use client'

import { useEffect, useState } from 'react'

import { trackConversion } from '@/lib/analytics'

import { bookingApi } from '@booking/contract'
import { clearFailedConfirmation, readFailedConfirmation } from '../wizard/payment/paymentErrorLog'
import type { ConfirmRequest, PublicBooking } from '@booking/contract'
import { isConfirmed, isPendingPayment } from '@booking/rules'

export type SuccessView =
  | { kind: 'loading' }
  | { kind: 'noId' }
  | { kind: 'success'; booking: PublicBooking | null }
  | { kind: 'processing' }
  | { kind: 'failed'; status: string }
  | { kind: 'error' }

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms))

async function confirm(body: ConfirmRequest & Record<string, unknown>) {
  const r = await bookingApi.confirm({ body })
  if (!r.ok) console.warn('confirm-booking retry failed', r)
  return r.ok
}

/**
 * Loads the booking (100 ms after mount, as the spec has it), finishes a confirmation that did not
 * happen (Stripe redirect, or a paid-but-unconfirmed record saved by the payment step), then decides the view.
 */
export function useSuccessBooking(params: {
  bookingId: number | null
  token: string
  paymentIntent: string | null
}): SuccessView {
  const [view, setView] = useState<SuccessView>(
    params.bookingId ? { kind: 'loading' } : { kind: 'noId' },
  )
  const { bookingId, token, paymentIntent } = params
  useEffect(() => {
    if (!bookingId) return
    let cancelled = false
    const load = async (): Promise<PublicBooking> => {
      const r = await bookingApi.owned({ id: bookingId, query: { token } })
      if (!r.ok) throw new Error(r.message)
      return r.data
    }
    ;(async () => {
      await wait(100)
      let booking = await load()
      if (isPendingPayment(booking.status)) {
        const saved = readFailedConfirmation()
        const base = {
          bookingId,
          token,
          paymentType: booking.paymentType ?? 'full',
        }
        if (paymentIntent && (await confirm({ ...base, paymentIntentId: paymentIntent })))
          booking = await load()
        else if (saved?.bookingId === bookingId) {
          await wait(200)
          if (
            await confirm({
              ...base,
              paymentType: saved.paymentType ?? 'full',
              paymentIntentId: saved.paymentIntentId,
            })
          ) {
            clearFailedConfirmation()
            booking = await load()
          }
        }
      }
      if (cancelled) return
      if (isConfirmed(booking.status)) {
        const full = booking.email ? (booking as PublicBooking) : null
        setView({ kind: 'success', booking: full })
        // Once per booking in this browser, however often the page is reloaded.
        const key = `conversionTracked:${bookingId}`
        if (full && !localStorage.getItem(key)) {
          localStorage.setItem(key, '1')
          trackConversion(full.packagePrice.cents / 100)
        }
      } else if (isPendingPayment(booking.status)) setView({ kind: 'processing' })
      else setView({ kind: 'failed', status: booking.status })
    })().catch((error) => {
      console.warn('booking details failed to load', error)
      if (!cancelled) setView({ kind: 'error' })
    })
    return () => {
      cancelled = true
    }
  }, [bookingId, token, paymentIntent])
  return view
}
