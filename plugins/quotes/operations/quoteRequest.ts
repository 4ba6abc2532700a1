import { bookingInput } from '@booking/server'

import type { CreateQuoteData } from '../schemas'

/** The booking a quote describes, as the booking plugin's operations take it. */
export function quoteRequest(d: CreateQuoteData, paymentType: 'full' | 'deposit' = 'full') {
  const { lines, expiresOn: _e, holdBooth: _h, leadId: _l, ...booking } = d
  return {
    ...bookingInput({ ...booking, paymentType, promoCode: null, termsAccepted: undefined }),
    customLines: lines,
    // Outside the drive limit staff quote anyway: their travel line is the price.
    outsideAreaAllowed: true,
  }
}

export type QuoteBookingRequest = ReturnType<typeof quoteRequest>
