import { cartsApi } from '@carts/contract'
import { keepCartSession } from './cartSession'
import { emptyCustomer } from './customerOptions'
import { customerSchema } from './customerSchema'
import { emptyWizardState, type Step, type WizardState } from './types'

// Restoring saved progress needs the customer schema (and zod): useWizard imports this module
// only when it restores, so neither is part of the wizard's start-up JavaScript.

type CartData = Record<string, unknown>
const str = (v: unknown) => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '')
const num = (v: unknown) => (typeof v === 'number' && Number.isInteger(v) ? v : null)

/** A saved cart back into wizard state. Payment needs a booking only this browser can hold, so at most step 4. */
export function cartToState(step: number, data: CartData): WizardState {
  const customer = {
    ...(Object.fromEntries(
      Object.keys(emptyCustomer).map((k) => [k, str(data[k])]),
    ) as unknown as typeof emptyCustomer),
    smsOptIn: false, // consent to texts is given again, never restored from a saved cart
  }
  const quantities =
    data.addOnQuantities && typeof data.addOnQuantities === 'object'
      ? (data.addOnQuantities as Record<string, number>)
      : {}
  const state: WizardState = {
    ...emptyWizardState,
    bookingFormData: customer,
    selectedPackage: num(data.packageId),
    selectedDate: str(data.eventDate) || null,
    selectedTime: str(data.eventTime) || null,
    selectedBackdrop: num(data.backdropId),
    addOnQuantities: Object.fromEntries(
      Object.entries(quantities).filter(([, q]) => Number.isInteger(q) && q > 0),
    ),
    paymentType: data.paymentType === 'deposit' ? 'deposit' : 'full',
  }
  return {
    ...state,
    currentStep: Math.min(clampStep({ ...state, currentStep: step as Step }), 4) as Step,
  }
}

/** The saved step, but never past a step whose data is missing (a hand-edited or older saved state). */
export function clampStep(s: WizardState): Step {
  const valid = Boolean(s.bookingFormData && customerSchema.safeParse(s.bookingFormData).success)
  const reachable = !valid
    ? 1
    : !s.selectedPackage
      ? 2
      : !s.selectedDate || !s.selectedTime
        ? 3
        : !s.booking
          ? 4
          : 6
  return Math.max(1, Math.min(Number(s.currentStep) || 1, reachable)) as Step
}

/**
 * Opens the cart of a reminder's link (once: the server hands it over with a new secret, which
 * this browser keeps). Null when the link was used, expired or forged.
 */
export async function recoverCart(recover: string): Promise<WizardState | null> {
  try {
    const r = await cartsApi.recovered({ body: { recover } })
    if (!r.ok) throw new Error(r.message)
    const cart = r.data
    keepCartSession({ sessionId: cart.sessionId, cartSecret: cart.cartSecret })
    return cartToState(cart.step, cart.data ?? {})
  } catch (error) {
    console.warn('cart recovery failed', error)
    return null
  }
}
