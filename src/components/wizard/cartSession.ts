import { CART_SESSION_KEY } from '@/lib/wizardStorage'

import { fireAndForget } from '@/lib/api'
import { selectedAddOnIds, type WizardState } from './types'

const SESSION_RE = /^[A-Za-z0-9_-]{8,100}$/

/** This browser's cart session id; a `?recover=` link adopts another one (and leaves the URL). */
export function resolveCartSession(): { sessionId: string; recovering: boolean } {
  const url = new URL(window.location.href)
  const recover = url.searchParams.get('recover')
  if (recover !== null) {
    url.searchParams.delete('recover')
    window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash)
  }
  if (recover && SESSION_RE.test(recover)) {
    localStorage.setItem(CART_SESSION_KEY, recover)
    return { sessionId: recover, recovering: true }
  }
  let id = localStorage.getItem(CART_SESSION_KEY)
  if (!id || !SESSION_RE.test(id)) {
    id = crypto.randomUUID()
    localStorage.setItem(CART_SESSION_KEY, id)
  }
  return { sessionId: id, recovering: false }
}

/** Keeps the server's copy of the cart current (abandoned-cart follow-up); never blocks the visitor. */
export function pushCart(sessionId: string, state: WizardState, totalAmount?: string) {
  const c = state.bookingFormData
  fireAndForget('/api/cart/update', {
    sessionId,
    step: state.currentStep,
    ...(c ?? {}),
    packageId: state.selectedPackage,
    eventDate: state.selectedDate,
    eventTime: state.selectedTime,
    backdropId: state.selectedBackdrop,
    selectedAddOns: selectedAddOnIds(state),
    addOnQuantities: state.addOnQuantities,
    paymentType: state.paymentType,
    ...(totalAmount ? { totalAmount } : {}),
  })
}
