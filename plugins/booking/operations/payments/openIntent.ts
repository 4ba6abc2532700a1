import type { PayloadRequest } from 'payload'

import type { Booking, Payment } from '../../types'

import type { PaymentType } from '../../core'
import { isPaidStatus, type IntentStatus, type PaymentGateway } from '../../adapters/PaymentGateway'

const OPEN = ['requires_payment_method', 'requires_confirmation', 'requires_action']

/** Reuses the booking's open intent (re-pricing it) or creates one, keyed so retries never duplicate. */
export async function openIntent(args: {
  req: PayloadRequest
  gateway: PaymentGateway
  booking: Booking
  purpose: 'initial' | 'balance' | 'tip'
  amountCents: number
  paymentType: PaymentType
  saveCard?: boolean
}) {
  const saveCard = args.saveCard ?? false
  const { req, gateway, booking, purpose, amountCents } = args
  const { docs, totalDocs } = await req.payload.find({
    collection: 'payments',
    where: { and: [{ booking: { equals: booking.id } }, { purpose: { equals: purpose } }] },
    sort: '-createdAt',
    limit: 1,
    depth: 0,
    req,
    showHiddenFields: true,
  })
  const last: Payment | undefined = docs[0]
  // Money on its way that is not on the booking yet: never open a second charge. A balance part
  // or a tip already applied is done: the next part (or tip) is a payment of its own.
  const pending = (status: IntentStatus) =>
    isPaidStatus(status) && (purpose === 'initial' || last?.status !== 'succeeded')
  // A card kept or not is fixed when the intent is made: a changed choice gets a new intent.
  const sameChoice = Boolean(last?.saveCard) === saveCard
  if (last && last.gateway === gateway.name && last.status !== 'canceled' && !sameChoice) {
    const current = await gateway.retrieveIntent(last.intentId)
    if (current && pending(current.status)) return 'paid' as const
    // An applied payment stays as it is; an open one is closed before the new choice's intent.
    if (!current || !isPaidStatus(current.status)) {
      if (current && OPEN.includes(current.status)) await gateway.cancelIntent(current.id)
      await req.payload.update({
        collection: 'payments',
        id: last.id,
        req,
        depth: 0,
        data: { status: 'canceled' },
      })
    }
  } else if (last && last.gateway === gateway.name && last.status !== 'canceled') {
    const current = await gateway.retrieveIntent(last.intentId)
    if (current && pending(current.status)) return 'paid' as const
    if (current && OPEN.includes(current.status)) {
      const updated =
        current.amountCents === amountCents
          ? current
          : await gateway.updateAmount(current.id, amountCents)
      await req.payload.update({
        collection: 'payments',
        id: last.id,
        req,
        depth: 0,
        data: { amountCents, paymentType: args.paymentType, promoCode: booking.promoCode },
      })
      return { id: updated.id, clientSecret: updated.clientSecret ?? last.clientSecret ?? '' }
    }
  }
  const intent = await gateway.createIntent({
    amountCents,
    bookingId: booking.id,
    purpose,
    idempotencyKey: `booking-${booking.id}-${purpose}-${totalDocs + 1}-${amountCents}${saveCard ? '-save' : ''}`,
    description: `${booking.reference} ${purpose === 'initial' ? 'booking' : purpose} — ${booking.eventDate}`,
    receiptEmail: booking.email,
    saveCard: saveCard
      ? { email: booking.email, name: `${booking.firstName} ${booking.lastName}` }
      : null,
  })
  await req.payload.create({
    collection: 'payments',
    req,
    depth: 0,
    data: {
      booking: booking.id,
      gateway: gateway.name,
      intentId: intent.id,
      purpose,
      paymentType: args.paymentType,
      promoCode: booking.promoCode,
      amountCents,
      status: 'requires_payment_method',
      clientSecret: intent.clientSecret,
      saveCard,
    },
  })
  return { id: intent.id, clientSecret: intent.clientSecret ?? '' }
}
