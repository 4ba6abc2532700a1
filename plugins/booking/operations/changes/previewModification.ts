import type { PayloadRequest } from 'payload'

import type { PaymentGateway } from '../../adapters/PaymentGateway'
import { customerActor } from '../records/actor'
import type { Actor } from '../../results'
import type { ActionFailure } from '../records/bookingActionCodes'
import { findBooking } from '../records/findBooking'
import { findOwnedBooking } from '../records/findOwnedBooking'
import { modificationOptions } from './modificationOptions'
import { modifyBooking, type ModifyInput, type ModifyResult } from './modifyBooking'
import { quoteModification, type ModificationRequest } from './quoteModification'
import type { ModificationQuote } from '../../results'

export type ModificationPreview =
  | { ok: true; quote: ModificationQuote; options: Awaited<ReturnType<typeof modificationOptions>> }
  | ActionFailure

/**
 * The quote of a change and what the booking may be changed to, for staff (`actor`) or for the
 * holder of the booking's token (the customer). A wrong token answers like a missing booking.
 */
export async function previewModification(args: {
  req: PayloadRequest
  bookingId: number
  change: ModificationRequest
  now: Date
  who: { actor: Actor } | { token: string }
}): Promise<ModificationPreview> {
  const { req, bookingId, change, now, who } = args
  const found = await bookingFor(req, bookingId, who)
  if (!found.ok) return found
  const quote = await quoteModification({
    req,
    booking: found.booking,
    change,
    actor: found.actor,
    now,
  })
  if (!quote.ok) return quote
  const options = await modificationOptions({
    req,
    packageId: quote.selection.packageId,
    eventDate: found.booking.eventDate,
  })
  return { ok: true, quote, options }
}

/** The customer confirms a quoted change from the manage link. */
export async function modifyOwnBooking(args: {
  req: PayloadRequest
  input: ModifyInput
  token: string
  gateway: PaymentGateway
  now: Date
}): Promise<ModifyResult> {
  const found = await bookingFor(args.req, args.input.bookingId, { token: args.token })
  if (!found.ok) return found
  return modifyBooking({ ...args, actor: found.actor })
}

async function bookingFor(
  req: PayloadRequest,
  id: number,
  who: { actor: Actor } | { token: string },
) {
  if ('actor' in who) {
    const booking = await findBooking(req, id)
    return booking ? { ok: true as const, booking, actor: who.actor } : notFound
  }
  const owned = await findOwnedBooking({ req, bookingId: id, token: who.token })
  if (!owned.ok) return notFound
  return { ok: true as const, booking: owned.booking, actor: customerActor(owned.booking) }
}

const notFound: ActionFailure = { ok: false, code: 'not_found' }
