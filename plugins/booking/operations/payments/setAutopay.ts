import type { PayloadRequest } from 'payload'

import { inTransaction } from '@server-kit'

import {
  autopayTurnedOffByCustomer,
  clearFailures,
  consentAfterSwitch,
  isOpen,
  moneyState,
} from '../../core'
import type { Booking } from '../../types'

import type { Actor } from '../../results'
import type { ActionFailure } from '../records/bookingActionCodes'
import { findOwnedBooking } from '../records/findOwnedBooking'
import { lockBooking } from '../records/lockBooking'
import { nextChargeOn, storedPlan } from './planFields'
import { updateBookingWithHistory } from '../records/updateBookingWithHistory'

/**
 * Automatic payments on or off, under the booking's row lock (a charge running at that moment
 * finishes first, or finds them off). On needs the saved card and the consent stored with it;
 * turning them on again clears past failures so the next part is charged on its date. Who turned
 * them off is kept with the consent: the customer's "off" is undone by the customer (the manage
 * page, or a new card kept), or by staff recording the consent the customer gave (dated, in the
 * history), never by staff alone.
 */
export function setAutopay(args: {
  req: PayloadRequest
  bookingId: number
  /** The customer's manage link; staff act without it. */
  token?: string
  on: boolean
  actor: Actor
  now: Date
  /**
   * Staff turning on what the customer turned off: how and when the customer agreed (by phone on
   * …, by email of …). Required then; kept with the consent and in the history.
   */
  consentNote?: string
}): Promise<{ ok: true; booking: Booking } | ActionFailure> {
  const { req, bookingId, on, now } = args
  return inTransaction(
    req,
    async () => {
      await lockBooking(req, bookingId)
      const owned =
        args.token === undefined
          ? {
              ok: true as const,
              booking: await req.payload.findByID({
                collection: 'bookings',
                id: bookingId,
                depth: 0,
                req,
                disableErrors: true,
              }),
            }
          : await findOwnedBooking({ req, bookingId, token: args.token })
      if (!owned.ok || !owned.booking) return { ok: false, code: 'not_found' } as const
      const booking = owned.booking
      if (!isOpen(booking.status)) return { ok: false, code: 'not_allowed_in_status' } as const
      const money = moneyState(booking)
      if (on && (!money.cardOnFile || !booking.autopayConsent))
        return {
          ok: false,
          code: 'not_allowed_in_status',
          message: 'There is no saved card on this booking: pay once with "Keep this card" ticked.',
        } as const
      if (Boolean(booking.autopay) === on) return { ok: true, booking } as const
      const note = args.consentNote?.trim() || null
      const staff = args.actor.kind !== 'customer'
      // A customer's "off" is theirs: staff turn it on again only with the consent they gave.
      if (on && staff && autopayTurnedOffByCustomer(booking.autopayConsent) && !note)
        return {
          ok: false,
          code: 'customer_consent_required',
          field: 'consentNote',
          message:
            'The customer turned automatic payments off. Record how and when they agreed to turn them on again, or ask them to do it from their booking page.',
        } as const
      const plan = storedPlan(booking.paymentPlan)
      const fresh = on && plan ? clearFailures(plan) : plan
      const at = now.toISOString()
      const consent = on
        ? args.actor.kind === 'customer'
          ? consentAfterSwitch(booking.autopayConsent, { on, by: 'customer', at })
          : consentAfterSwitch(booking.autopayConsent, {
              on,
              by: 'staff',
              at,
              staffName: args.actor.name,
              note,
            })
        : consentAfterSwitch(booking.autopayConsent, {
            on,
            by: args.actor.kind === 'customer' ? 'customer' : 'staff',
            at,
          })
      const recorded = on && staff && note
      const updated = await updateBookingWithHistory({
        req,
        booking,
        data: {
          autopay: on,
          autopayConsent: consent,
          ...(fresh
            ? { paymentPlan: fresh, nextChargeOn: nextChargeOn(fresh, money.netPaidCents) }
            : {}),
        },
        entry: {
          actor: args.actor,
          now,
          action: recorded
            ? 'Automatic payments turned on (customer consent recorded)'
            : on
              ? 'Automatic payments turned on'
              : 'Automatic payments turned off',
          ...(recorded ? { note } : {}),
        },
      })
      return { ok: true, booking: updated } as const
    },
    (r) => r.ok,
  )
}
