// A waitlist offer's link (/booking?waitlist=<entry>&booking=<id>&token=…): the slot is already
// held for the person, so the wizard opens that booking at step 4 with everything filled in.
import type { PublicBooking } from '@booking/contract'

import { formatDateLong, formatTimeLabel } from '@kernel'

import { bookingApi } from '@booking/contract'
import type { CustomerForm } from './customerSchema'
import { emptyWizardState, type WizardState } from './types'
import { bookingKey } from './useCreateBooking'

export type OfferLink = { booking: number; token: string }
export type OfferOpened = { state: WizardState; notice: string; ended: boolean }

const DIGITS = /^[1-9]\d{0,11}$/

/** The link's booking and token, taken out of the address bar (a token is never left in it). */
export function takeOfferLink(): OfferLink | null {
  const url = new URL(window.location.href)
  const q = url.searchParams
  const booking = q.get('booking') ?? ''
  const token = q.get('token') ?? ''
  if (!q.has('waitlist') || !DIGITS.test(booking) || !token) return null
  for (const key of ['waitlist', 'booking', 'token']) q.delete(key)
  window.history.replaceState(window.history.state, '', url.toString())
  return { booking: Number(booking), token }
}

const customerOf = (b: PublicBooking): CustomerForm => ({
  firstName: b.firstName,
  lastName: b.lastName,
  email: b.email,
  phone: b.phone,
  address: b.address,
  eventType: b.eventType ?? '',
  guestCount: String(b.guestCount),
  referralSource: b.referralSource ?? '',
  notes: b.notes ?? '',
  smsOptIn: false,
})

/**
 * How long the hold has left, in words ("11 hours 58 minutes"). Relative on purpose: the wizard
 * never prints Winnipeg clock times with the browser's Intl (its zone data can be older).
 */
export function timeLeftWords(until: string, now: Date): string {
  const minutes = Math.max(1, Math.floor((new Date(until).getTime() - now.getTime()) / 60_000))
  const h = Math.floor(minutes / 60)
  const m = minutes % 60
  const part = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`
  return [h ? part(h, 'hour') : '', m ? part(m, 'minute') : ''].filter(Boolean).join(' ')
}

export const OFFER_ENDED =
  'This waitlist offer has ended: it was already used or its time ran out. You can book another time here, or join the waitlist again.'

/** The held booking as wizard state at step 4, or (used, lapsed, unknown) step 3 with a notice. */
export async function openOffer(link: OfferLink, now = new Date()): Promise<OfferOpened | null> {
  const r = await bookingApi.owned({ id: link.booking, query: { token: link.token } })
  if (!r.ok) return null
  const b = r.data
  const filled: WizardState = {
    ...emptyWizardState,
    bookingFormData: customerOf(b),
    selectedPackage: b.packageId,
    selectedDate: b.eventDate,
    selectedTime: b.eventTime,
    selectedBackdrop: b.backdropId,
    addOnQuantities: b.addOnQuantities,
  }
  const live =
    b.status === 'pending_payment' && !!b.holdExpiresAt && new Date(b.holdExpiresAt) > now
  if (!live)
    return {
      state: { ...filled, currentStep: 3, selectedTime: null },
      notice: OFFER_ENDED,
      ended: true,
    }
  return {
    state: {
      ...filled,
      currentStep: 4,
      booking: { id: b.id, accessToken: link.token, key: bookingKey(filled) },
    },
    notice: `${b.firstName} ${b.lastName} (${b.email}): ${b.packageName}, ${formatDateLong(b.eventDate)} at ${formatTimeLabel(b.eventTime)}. This booth is held for you for the next ${timeLeftWords(b.holdExpiresAt!, now)}: review your booking and continue to payment.`,
    ended: false,
  }
}
