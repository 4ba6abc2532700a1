import type { CatalogAddOn } from '@booking/rules'
import type { CustomerForm } from './customerSchema'

export type WizardPackage = {
  id: number
  name: string
  slug: string
  price: number | null
  priceLabel: string | null
  durationMinutes: number | null
  description: string
  features: string[]
  popular: boolean
  bookable: boolean
  maxGuests: number | null
}

export type WizardBackdrop = {
  id: number
  name: string
  description: string
  size: '7x7' | '8x8'
  imageUrl: string | null
  imageAlt: string
  available: boolean
}

export type WizardAddOn = CatalogAddOn & { description: string }

export type WizardSettings = {
  phone: string
  email: string
  minNoticeDays: number
  /** How far ahead online booking goes: the calendar's last month. */
  bookingHorizonDays?: number
  depositPercent: number
  timeZone: string
}

export type WizardCatalog = {
  packages: WizardPackage[]
  backdrops: WizardBackdrop[]
  addOns: WizardAddOn[]
  settings: WizardSettings
}

export type Step = 1 | 2 | 3 | 4 | 5 | 6

/** Saved in localStorage under the spec's names (see src/lib/wizardStorage.ts). */
export type WizardState = {
  currentStep: Step
  bookingFormData: CustomerForm | null
  selectedPackage: number | null
  selectedDate: string | null
  selectedTime: string | null
  selectedBackdrop: number | null
  /** Add-on id → quantity; the selected add-ons are its keys. */
  addOnQuantities: Record<string, number>
  paymentType: 'full' | 'deposit' | 'plan'
  /** The deposit the customer chose (deposit or plan); null: the minimum. */
  depositCents?: number | null
  /** Keep the card for the schedule's charges (the consent is shown beside the box). */
  saveCard?: boolean
  promoCode: string | null
  /** The booking created at step 4; the token is what lets this browser read and pay it. */
  booking: { id: number; accessToken: string; key?: string } | null
}

export const emptyWizardState: WizardState = {
  currentStep: 1,
  bookingFormData: null,
  selectedPackage: null,
  selectedDate: null,
  selectedTime: null,
  selectedBackdrop: null,
  addOnQuantities: {},
  paymentType: 'full',
  promoCode: null,
  booking: null,
}

export const selectedAddOnIds = (s: Pick<WizardState, 'addOnQuantities'>) =>
  Object.keys(s.addOnQuantities).map(Number)
