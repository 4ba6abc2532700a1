// A waitlist offer's link (/booking?waitlist=<entry>&booking=<id>&token=…): the slot is already
// held for the person, so the wizard opens that booking at step 4 with everything filled in.
import type { PublicBooking } from '@booking/contract'

import { api } from '@/lib/api'
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

/** "Saturday, June 6 at 9:15 PM" in the business's time zone (no moment in the wizard). */
export function heldUntilWords(instant: string, timeZone: string): string {
  const at = new Date(instant)
  const day = new Intl.DateTimeFormat('en-US', {
    timeZone,
    weekday: 'long',
    month: 'long',
    day: 'numeric',
  }).format(at)
  const time = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hour: 'numeric',
    minute: '2-digit',
  }).format(at)
  return `${day} at ${time}`
}

export const OFFER_ENDED =
  'This waitlist offer has ended: it was already used or its time ran out. Pick another time below, or join the waitlist again.'

/** The held booking as wizard state at step 4, or (used, lapsed, unknown) step 3 with a notice. */
export async function openOffer(
  link: OfferLink,
  timeZone: string,
  now = new Date(),
): Promise<OfferOpened | null> {
  const b = await api<PublicBooking>(
    `/api/bookings/${link.booking}?token=${encodeURIComponent(link.token)}`,
  ).catch(() => null)
  if (!b) return null
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
    notice: `This booth is held for you until ${heldUntilWords(b.holdExpiresAt!, timeZone)}. Review your booking and continue to payment.`,
    ended: false,
  }
}
