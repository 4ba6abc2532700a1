import {
  CART_SESSION_KEY,
  FAILED_CONFIRMATION_KEY,
  PAYMENT_ERROR_LOG_KEY,
} from '@/lib/wizardStorage'

import { bookingApi } from '@booking/contract'
import { logFailure } from '@/lib/api'

import { keepLatest, parseLog, recentEntries } from './paymentMonitorRules'

export type PaymentErrorEntry = {
  bookingId: number | null
  error: string
  step: string
  context?: Record<string, unknown>
}

type StoredEntry = PaymentErrorEntry & { timestamp: string }

/** This browser's payment errors in the last hour (the spec's recent window), newest last. */
export function recentPaymentErrors(now = new Date()): StoredEntry[] {
  try {
    return recentEntries(parseLog<StoredEntry>(localStorage.getItem(PAYMENT_ERROR_LOG_KEY)), now)
  } catch {
    return []
  }
}

/**
 * The spec's payment monitor: the last 50 errors kept in this browser and reported to the
 * server, each with how many came before it in the recent window (repeated trouble shows).
 */
export function logPaymentError({ bookingId, error, step, context }: PaymentErrorEntry) {
  const recentBefore = recentPaymentErrors().length
  const entry = {
    timestamp: new Date().toISOString(),
    bookingId,
    customerId: localStorage.getItem(CART_SESSION_KEY),
    error,
    step,
    context: { ...context, recentErrors: recentBefore },
    userAgent: navigator.userAgent,
    url: window.location.pathname,
  }
  try {
    const list = parseLog<StoredEntry>(localStorage.getItem(PAYMENT_ERROR_LOG_KEY))
    localStorage.setItem(PAYMENT_ERROR_LOG_KEY, JSON.stringify(keepLatest(list, entry)))
  } catch {}
  void bookingApi.paymentErrorLog({ body: entry }).then(logFailure('payment error log'))
}

export type FailedConfirmation = {
  bookingId: number
  paymentIntentId: string
  token?: string
  paymentType?: string
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
