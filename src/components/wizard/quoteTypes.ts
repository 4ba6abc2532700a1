import type { WallClockTimes } from '../../../plugins/booking/core/time/wallClockTimes'
// The server's quote (POST /api/quote) as the wizard reads it: amounts are CAD strings, two decimals.
export type QuoteLine = {
  kind: 'package' | 'addon' | 'travel' | 'discount'
  label: string
  quantity: number
  amount: string
  addOnId?: number
}

export type ServerQuote = {
  lines: QuoteLine[]
  packagePrice: string
  addOnsTotal: string
  travelSurcharge: string
  baseTotal: string
  discountAmount: string
  totalAmount: string
  depositAmount: string
  amountDueNow: string
  remainingBalance: string
  balanceDueDate: string
  promoCode: string | null
  boothsNeeded: 1 | 2
  driveMinutes: number | null
  location: { name: string; withinWinnipeg: boolean; distanceKm: number | null }
  timeline: {
    setupStart: string
    start: string
    end: string
    setupMinutes: number
    eventMinutes: number
  }
  /** Winnipeg wall-clock labels from the server ('1:30 PM'). */
  times: WallClockTimes
}

export type QuoteInput = {
  packageId: number
  eventDate: string
  eventTime: string
  address: string
  selectedAddOns: number[]
  addOnQuantities: Record<string, number>
  paymentType: 'full' | 'deposit'
  promoCode?: string | null
}
