import {
  CART_SESSION_KEY,
  FAILED_CONFIRMATION_KEY,
  PAYMENT_ERROR_LOG_KEY,
} from '@/lib/wizardStorage'

import { fireAndForget } from '@/lib/api'

const MAX_ENTRIES = 50

export type PaymentErrorEntry = {
  bookingId: number | null
  error: string
  step: string
  context?: Record<string, unknown>
}

/** The spec's payment monitor: the last 50 errors kept in this browser and reported to the server. */
export function logPaymentError({ bookingId, error, step, context }: PaymentErrorEntry) {
  const entry = {
    timestamp: new Date().toISOString(),
    bookingId,
    customerId: localStorage.getItem(CART_SESSION_KEY),
    error,
    step,
    context: context ?? {},
    userAgent: navigator.userAgent,
    url: window.location.pathname,
  }
  try {
    const saved = JSON.parse(localStorage.getItem(PAYMENT_ERROR_LOG_KEY) ?? '[]')
    const list = Array.isArray(saved) ? saved : []
    localStorage.setItem(
      PAYMENT_ERROR_LOG_KEY,
      JSON.stringify([...list, entry].slice(-MAX_ENTRIES)),
    )
  } catch {}
  fireAndForget('/api/payment-error-log', entry)
}

export type FailedConfirmation = {
  bookingId: number
  paymentIntentId: string
  token?: string
  paymentType?: string
  promoCodes?: string[]
  discountAmount?: string
}

/** Paid but not confirmed: kept so the success page can retry the confirmation. */
export function saveFailedConfirmation(record: FailedConfirmation) {
  try {
    localStorage.setItem(FAILED_CONFIRMATION_KEY, JSON.stringify(record))
  } catch {}
}

export function readFailedConfirmation(): FailedConfirmation | null {
  try {
    const value = JSON.parse(localStorage.getItem(FAILED_CONFIRMATION_KEY) ?? 'null')
    return value && typeof value.bookingId === 'number' && typeof value.paymentIntentId === 'string'
      ? value
      : null
  } catch {
    return null
  }
}

export const clearFailedConfirmation = () => localStorage.removeItem(FAILED_CONFIRMATION_KEY)
