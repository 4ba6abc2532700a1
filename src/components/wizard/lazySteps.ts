'use client'

import { useEffect } from 'react'

import { lazyStep } from './lazyStep'
import type { Step } from './types'

// Step 1 ships with the page; later steps (the calendar, images, the payment step and Stripe.js
// behind it) are fetched as the visitor gets there, the next one ahead of time.
export const PackageStep = lazyStep(
  () => import('./PackageStep').then((m) => m.PackageStep),
  'Loading packages…',
)
export const DateTimeStep = lazyStep(
  () => import('./DateTimeStep').then((m) => m.DateTimeStep),
  'Loading calendar…',
)
export const BackdropStep = lazyStep(
  () => import('./BackdropStep').then((m) => m.BackdropStep),
  'Loading backdrops…',
)
export const PaymentStep = lazyStep(
  () => import('./payment/PaymentStep').then((m) => m.PaymentStep),
  'Loading secure payment…',
)
export const ConfirmationStep = lazyStep(() =>
  import('./ConfirmationStep').then((m) => m.ConfirmationStep),
)
const STEP_CODE: Partial<Record<Step, () => Promise<void>>> = {
  2: PackageStep.preload,
  3: DateTimeStep.preload,
  4: BackdropStep.preload,
  5: PaymentStep.preload,
  6: ConfirmationStep.preload,
}
/** Fetches a step's code; resolves (never rejects) once it is loaded or has failed. */
export const preloadStep = (step: Step) =>
  (STEP_CODE[step]?.() ?? Promise.resolve()).catch(() => {})

/**
 * Fetch the next step's code while the visitor fills this one, so Continue never waits on it.
 * Once this step is on screen (idle): its paint must not wait on the next step's code and CSS.
 */
export function usePreloadNextStep(ready: boolean, step: Step) {
  useEffect(() => {
    if (!ready || step === 6) return
    const next = () => void preloadStep((step + 1) as Step)
    if ('requestIdleCallback' in window) {
      const id = requestIdleCallback(next, { timeout: 1000 })
      return () => cancelIdleCallback(id)
    }
    const id = setTimeout(next, 200) // Safari has no requestIdleCallback
    return () => clearTimeout(id)
  }, [ready, step])
}
