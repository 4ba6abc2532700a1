import { CART_SECRET_KEY, CART_SESSION_KEY } from '@/lib/wizardStorage'

import { cartsApi } from '@carts/contract'
import type { Money } from '@kernel'
import { logFailure } from '@/lib/api'
import type { CartSession } from '@carts/contract'
import { selectedAddOnIds, type WizardState } from './types'

export type { CartSession }

const SESSION_RE = /^[A-Za-z0-9_-]{8,100}$/

/** This browser's cart, when it holds one the server issued (ids made before secrets are dropped). */
export function storedCartSession(): CartSession | null {
  try {
    const sessionId = localStorage.getItem(CART_SESSION_KEY) ?? ''
    const cartSecret = localStorage.getItem(CART_SECRET_KEY) ?? ''
    return SESSION_RE.test(sessionId) && cartSecret ? { sessionId, cartSecret } : null
  } catch {
    return null
  }
}

export function keepCartSession(s: CartSession) {
  try {
    localStorage.setItem(CART_SESSION_KEY, s.sessionId)
    localStorage.setItem(CART_SECRET_KEY, s.cartSecret)
  } catch {
    // Private mode or full storage: the cart lives for this page only.
  }
}

let starting: Promise<CartSession | null> | null = null

/** The stored cart, or a new one from the server (once, however many callers ask at once). */
export function ensureCartSession(): Promise<CartSession | null> {
  const stored = storedCartSession()
  if (stored) return Promise.resolve(stored)
  starting ??= cartsApi
    .start({ body: {} })
    .then((r) => {
      if (r.ok) return (keepCartSession(r.data), r.data)
      console.warn('cart start failed', r)
      return null
    })
    .finally(() => {
      starting = null
    })
  return starting
}

/** A reminder's `?recover=` value, taken out of the address bar (it opens the cart once). */
export function takeRecoverParam(): string | null {
  const url = new URL(window.location.href)
  const recover = url.searchParams.get('recover')
  if (recover === null) return null
  url.searchParams.delete('recover')
  window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash)
  return recover || null
}

// One request at a time, in the order sent: two in flight can land out of order, and the server's
// copy (what staff see in abandoned carts) would stay a step behind the visitor.
let sent: Promise<void> = Promise.resolve()

/** Posts to a cart endpoint with this browser's cart; never blocks the visitor. */
export async function sendCart(
  call: 'update' | 'customerInfo' | 'customerInfoLegacy',
  body: Record<string, unknown>,
) {
  const session = await ensureCartSession()
  if (session)
    sent = sent.then(() =>
      cartsApi[call](
        { body: { ...body, sessionId: session.sessionId } },
        { headers: { 'X-Cart-Secret': session.cartSecret } },
      ).then(logFailure(`cart ${call}`)),
    )
  return session
}

/** Keeps the server's copy of the cart current (abandoned-cart follow-up). */
export function pushCart(state: WizardState, total?: Money) {
  const c = state.bookingFormData
  return sendCart('update', {
    step: state.currentStep,
    ...(c ?? {}),
    packageId: state.selectedPackage,
    eventDate: state.selectedDate,
    eventTime: state.selectedTime,
    backdropId: state.selectedBackdrop,
    selectedAddOns: selectedAddOnIds(state),
    addOnQuantities: state.addOnQuantities,
    paymentType: state.paymentType === 'plan' ? 'deposit' : state.paymentType,
    ...(total ? { totalCents: total.cents } : {}),
  })
}
