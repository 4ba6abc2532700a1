import type { PayloadRequest } from 'payload'

import {
  isActive,
  modificationMoney,
  canModifyOnline,
  relId,
  type AddOnSelection,
} from '../../core'
import { todayInZone } from '@kernel/time'
import type { Booking } from '../../types'
import type { Actor } from '../../results'
import type { ActionFailure } from '../records/bookingActionCodes'
import { findBackdrop } from '../catalog/findBackdrop'
import { loadCatalog } from '../catalog/loadCatalog'
import { emailSite } from '@email'
import { repriceChange } from './repriceChange'
import type { ModificationQuote } from '../../results'

/** What the customer or staff ask for; anything left out stays as booked. */
export type ModificationRequest = {
  packageId?: number
  backdropId?: number
  addOns?: AddOnSelection[]
}

export const currentAddOns = (b: Booking): AddOnSelection[] =>
  (b.addOns ?? [])
    .filter((a) => a.addOn != null)
    .map((a) => ({ addOnId: relId(a.addOn) as number, quantity: a.quantity ?? 1 }))

const sameAddOns = (a: AddOnSelection[], b: AddOnSelection[]) => {
  const key = (l: AddOnSelection[]) =>
    l
      .filter((s) => s.quantity > 0)
      .map((s) => `${s.addOnId}x${s.quantity}`)
      .sort()
      .join()
  return key(a) === key(b)
}

/**
 * Prices a change to a booking's package, backdrop or add-ons with the wizard's own quote (the
 * catalog's prices and add-on rules today, the booking's promo as it was accepted) and says what
 * it means for the money already paid. Nothing is written.
 */
export async function quoteModification(args: {
  req: PayloadRequest
  booking: Booking
  change: ModificationRequest
  actor: Actor
  now: Date
}): Promise<ModificationQuote | ActionFailure> {
  const { req, booking, change, actor, now } = args
  if (!isActive(booking.status)) return { ok: false, code: 'not_allowed_in_status' }
  const { settings } = await loadCatalog({ req })
  const today = todayInZone(now, settings.timeZone)
  if (
    actor.kind === 'customer' &&
    !canModifyOnline(booking.eventDate, today, settings.minNoticeDays)
  ) {
    const { businessPhone } = await emailSite(req)
    return {
      ok: false,
      code: 'modify_window_closed',
      message: `Changes online close ${settings.minNoticeDays} days before the event. Please call us at ${businessPhone} and we will do our best to help.`,
    }
  }
  const was = {
    packageId: relId(booking.package) as number,
    backdropId: booking.backdrop == null ? null : (relId(booking.backdrop) as number),
    addOns: currentAddOns(booking),
  }
  const selection = {
    packageId: change.packageId ?? was.packageId,
    backdropId: change.backdropId ?? was.backdropId,
    addOns: (change.addOns ?? was.addOns).filter((s) => s.quantity > 0),
  }
  const backdropChanged = selection.backdropId !== was.backdropId
  const backdrop = selection.backdropId
    ? await findBackdrop({ req, id: selection.backdropId })
    : null
  if (!backdrop || (backdropChanged && !backdrop.available))
    return {
      ok: false,
      code: 'quote_rejected',
      field: 'backdropId',
      message: 'The selected backdrop is not available.',
    }
  const pricingChanged =
    selection.packageId !== was.packageId || !sameAddOns(selection.addOns, was.addOns)

  const oldTotalCents = booking.totalCents ?? 0
  let repriced: ModificationQuote['repriced'] = null
  if (pricingChanged) {
    const r = await repriceChange({ req, booking, selection, was: was.addOns, actor, now })
    if (!r.ok) return r
    repriced = r.repriced
  }
  const feeCents = booking.changeFeeCents ?? 0
  // The booking's total already carries its change fees; a new price gets them added back.
  const priceCents = repriced ? repriced.totals.totalCents + feeCents : oldTotalCents
  const netPaidCents = Math.max(0, (booking.amountPaidCents ?? 0) - (booking.refundedCents ?? 0))
  const money = modificationMoney({
    oldTotalCents,
    newTotalCents: priceCents,
    netPaidCents,
    eventDate: booking.eventDate,
    today,
    capPercent: booking.refundCapPercent,
  })
  return {
    ok: true,
    booking,
    version: booking.updatedAt,
    selection,
    backdrop,
    repriced,
    oldTotalCents,
    newTotalCents: priceCents + money.keptCents,
    changeFeeCents: feeCents + money.keptCents,
    netPaidCents,
    money,
    changed: pricingChanged || backdropChanged,
  }
}
