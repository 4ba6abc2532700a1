// Browser storage shared by the booking wizard, the returning-visitor popup and the success page.
// Keys are the spec's where it names them.

export const WIZARD_STATE_KEY = 'bookingWizardState'
export const CART_SESSION_KEY = 'cartSessionId'
/** The secret the server issued with the cart id: it reads and writes that cart. */
export const CART_SECRET_KEY = 'cartSecret'
/** sessionStorage: the visitor dismissed the returning-visitor popup in this browser session. */
export const RECOVERY_DISMISSED_KEY = 'recoveryPromptDismissed'
/** A paid but unconfirmed booking: { bookingId, paymentIntentId, token? } for retry on the success page. */
export const FAILED_CONFIRMATION_KEY = 'failedBookingConfirmation'
/** Up to 50 recent payment errors (the spec's payment monitor). */
export const PAYMENT_ERROR_LOG_KEY = 'paymentErrorLog'
/** Older keys the spec lists; cleared with the wizard state. */
const LEGACY_KEYS = [
  'bookingData',
  'selectedPackage',
  'selectedBackdrop',
  'selectedAddOns',
  'customerInfo',
]

export type SavedWizardState = {
  currentStep: number
  savedAt?: string
  [key: string]: unknown
}

const storage = () => (typeof window === 'undefined' ? null : window.localStorage)

export function readWizardState<T extends SavedWizardState = SavedWizardState>(): T | null {
  try {
    const raw = storage()?.getItem(WIZARD_STATE_KEY)
    if (!raw) return null
    const value = JSON.parse(raw)
    return value && typeof value === 'object' && typeof value.currentStep === 'number'
      ? (value as T)
      : null
  } catch {
    return null
  }
}

export function saveWizardState(state: SavedWizardState) {
  try {
    storage()?.setItem(
      WIZARD_STATE_KEY,
      JSON.stringify({ ...state, savedAt: new Date().toISOString() }),
    )
  } catch {
    // Private mode or full storage: progress simply isn't kept.
  }
}

export function clearWizardState() {
  const s = storage()
  if (!s) return
  for (const key of [WIZARD_STATE_KEY, ...LEGACY_KEYS]) s.removeItem(key)
}

/** A cart worth offering back: the visitor got past the first step. */
export const hasSavedCart = () => (readWizardState()?.currentStep ?? 0) > 1
