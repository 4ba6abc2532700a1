import type { PayloadRequest } from 'payload'

import type { Booking } from '../../types'

import { cancellationRefund, isOpen, type RefundPolicy } from '../../core'
import { todayInZone } from '@kernel/time'
import type { ActionFailure } from '../records/bookingActionCodes'
import { loadCatalog } from '../catalog/loadCatalog'
import { findBooking } from '../records/findBooking'

export type CancellationTerms =
  | { ok: true; booking: Booking; netPaidCents: number; policy: RefundPolicy; today: string }
  | ActionFailure

/** What cancelling today would refund under the terms, counted in Winnipeg calendar days. */
export async function cancellationTerms({
  req,
  bookingId,
  now,
}: {
  req: PayloadRequest
  bookingId: number
  now: Date
}): Promise<CancellationTerms> {
  const booking = await findBooking(req, bookingId)
  if (!booking) return { ok: false, code: 'not_found' }
  if (!isOpen(booking.status)) return { ok: false, code: 'not_allowed_in_status' }
  const { settings } = await loadCatalog({ req })
  const today = todayInZone(now, settings.timeZone)
  const r = cancellationRefund(booking, today)
  const policy = {
    daysBefore: r.daysBefore,
    refundPercent: r.refundPercent,
    refundCents: r.refundCents,
  }
  return { ok: true, booking, netPaidCents: r.netPaidCents, policy, today }
}
