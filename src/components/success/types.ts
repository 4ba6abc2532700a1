// GET /api/bookings/:id?token= (plugins/booking/operations/publicBooking.ts) as the success page reads it.
import type { WallClockTimes } from '../../../plugins/booking/core/time/wallClockTimes'

export type PublicBooking = {
  id: number
  reference: string
  status: 'pending_payment' | 'confirmed' | 'cancelled' | 'expired' | 'refunded'
  firstName: string
  lastName: string
  email: string
  phone: string
  address: string
  eventType: string
  guestCount: number
  notes: string
  eventDate: string
  eventTime: string
  packageName: string
  packagePrice: string
  packageDuration: number
  packageFeatures: string[]
  addOnDetails: { id: number; name: string; quantity: number; price: string }[]
  backdropName: string
  backdropImage: string | null
  backdropDescription: string
  backdropSize: string
  timeline: {
    setupStart: string
    start: string
    end: string
    setupMinutes: number
    eventMinutes: number
  }
  /** Winnipeg wall-clock labels from the server ('1:30 PM'). */
  times: WallClockTimes
  lines: { kind: string; label: string; quantity: number; amount: string }[]
  travelSurcharge: string
  discountAmount: string
  totalAmount: string
  depositAmount: string
  amountPaid: string
  remainingBalance: string
  paymentType: 'full' | 'deposit'
  appliedPromoCodes: string[]
  balanceDueDate: string
}

export type SuccessView =
  | { kind: 'loading' }
  | { kind: 'noId' }
  | { kind: 'success'; booking: PublicBooking | null }
  | { kind: 'processing' }
  | { kind: 'failed'; status: string }
  | { kind: 'error' }
