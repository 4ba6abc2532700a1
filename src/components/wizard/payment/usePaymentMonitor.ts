'use client'

import { useEffect } from 'react'

import { logPaymentError } from './paymentErrorLog'
import { mentionsPayment, reasonText } from './paymentMonitorRules'

/**
 * While a payment form is on screen: going offline, and any unhandled promise rejection that
 * mentions payment or Stripe, are logged like a failed payment (info spec: payment monitor).
 */
export function usePaymentMonitor(bookingId: number, step: string) {
  useEffect(() => {
    const offline = () =>
      logPaymentError({
        bookingId,
        error: 'The browser went offline',
        step,
        context: { event: 'offline' },
      })
    const rejected = (event: PromiseRejectionEvent) => {
      if (!mentionsPayment(event.reason)) return
      logPaymentError({
        bookingId,
        error: `Unhandled rejection: ${reasonText(event.reason).slice(0, 500)}`,
        step,
        context: { event: 'unhandledrejection' },
      })
    }
    window.addEventListener('offline', offline)
    window.addEventListener('unhandledrejection', rejected)
    return () => {
      window.removeEventListener('offline', offline)
      window.removeEventListener('unhandledrejection', rejected)
    }
  }, [bookingId, step])
}
