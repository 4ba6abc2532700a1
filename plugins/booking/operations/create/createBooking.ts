import type { PayloadRequest } from 'payload'

import { recordSmsConsent } from '@outbox/server'

import type { Booking } from '../../types'
import { retryInTransaction } from '@server-kit'

import { chooseBooths, withCalendarBusy } from '../../core'
import { newBookingToken } from '../records/bookingToken'
import { newBookingData } from './newBookingData'
import { boothSchedules } from '../availability/boothSchedules'
import { calendarBusyFor } from '../availability/calendarBusyFor'
import { findBackdrop } from '../catalog/findBackdrop'
import { insertBooking } from './insertBooking'
import { insertHolds } from './insertHolds'
import { isBoothContention } from './isExclusionViolation'
import { quoteBooking } from './quoteBooking'
import type { QuoteFailure } from '../../results'
import { checkHoldAllowance, type HoldLimitFailure } from './checkHoldAllowance'
import { releaseExpiredHolds } from './releaseExpiredHolds'
import { releaseSessionHolds } from './releaseSessionHolds'
import { lockBoothDays } from './lockBoothDays'
import { reservePromoUse } from '../catalog/promoUses'
import type { CreateBookingInput } from '../../results'

export type CreateBookingResult =
  { ok: true; booking: Booking; accessToken: string } | QuoteFailure | HoldLimitFailure

const promoUsedUp: QuoteFailure = {
  ok: false,
  code: 'promo_exhausted',
  field: 'promoCode',
}
const ATTEMPTS = 3 // a lost race for booth 1 may still win booth 2

/**
 * A hold longer than the wizard's, made so from the start (its booths and the booking): a quote's
 * lasts until the quote expires, a waitlist offer's until the offer ends; `source` says who made it.
 */
export type HoldTerms = { until: string; source?: 'quote' }

/**
 * Prices on the server, assigns free booths and holds them, all in one transaction: for the
 * settings' hold minutes, or until `hold.until`.
 */
export async function createBooking({
  req,
  input,
  now,
  hold,
}: {
  req: PayloadRequest
  input: CreateBookingInput
  now: Date
  hold?: HoldTerms
}): Promise<CreateBookingResult> {
  const q = await quoteBooking({ req, input, now })
  if (!q.ok) return q
  const backdrop = await findBackdrop({ req, id: input.backdropId })
  if (!backdrop || !backdrop.available)
    return { ok: false, code: 'backdrop_unknown', field: 'backdropId' }

  const { quote, occupancy, catalog } = q
  const holdExpiresAt =
    hold?.until ?? new Date(now.getTime() + catalog.settings.holdMinutes * 60_000).toISOString()
  const token = newBookingToken(req.payload.secret)
  const conflict: QuoteFailure = { ok: false, code: 'slot_taken', field: 'eventTime' }
  // Busy time on the booth calendars, asked before the transaction opens (never while it is).
  const calendar = await calendarBusyFor(req, occupancy)

  const created = await retryInTransaction(
    req,
    { attempts: ATTEMPTS, retryable: isBoothContention },
    async (): Promise<CreateBookingResult> => {
      await lockBoothDays({ req, around: occupancy })
      await releaseExpiredHolds({ req, now, around: occupancy })
      await releaseSessionHolds({
        req,
        cartSessionId: input.cartSessionId,
        clientKey: input.clientKey,
      })
      // Staff entering phone bookings are not a visitor squatting slots: no client key, no cap.
      const overLimit = input.clientKey
        ? await checkHoldAllowance({
            req,
            clientKey: input.clientKey,
            now,
            occupancy,
            booths: quote.boothsNeeded,
          })
        : null
      if (overLimit) return overLimit
      const booths = chooseBooths({
        request: occupancy,
        booths: withCalendarBusy(await boothSchedules({ req, around: occupancy }), calendar),
        needed: quote.boothsNeeded,
      })
      if (!booths) return conflict
      // A limited code is reserved with the hold (counted for real when the payment arrives).
      if (!(await reservePromoUse({ req, code: quote.promoCode, now }))) return promoUsedUp
      const booking = await insertBooking({
        req,
        data: {
          ...newBookingData({ q, input, backdrop, booths, holdExpiresAt, token, now }),
          ...(hold?.source ? { source: hold.source } : {}),
        },
      })
      await insertHolds({ req, bookingId: booking.id, booths, occupancy, holdExpiresAt })
      if (input.smsOptIn)
        await recordSmsConsent(req, {
          phone: input.customer.phone,
          source: `Booking ${booking.reference}`,
          now,
        })
      return { ok: true, booking, accessToken: token.token }
    },
    (r) => r.ok,
  )
  return created ?? conflict
}
