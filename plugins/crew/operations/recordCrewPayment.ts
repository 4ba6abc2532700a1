import type { PayloadRequest } from 'payload'

import { type GatewayFactory, recordOfflinePayment } from '@booking/server'

import { relId } from '@kernel'
import { attendantActor } from './ownAssignment'

export type CrewPaymentInput = {
  assignmentId: number
  method: 'cash' | 'etransfer'
  amountCents: number
  /** The form's id for this payment: a double tap records it once. */
  requestId: string
}

/**
 * Cash or an e-transfer the attendant took on site: only on an event they accepted (checked again
 * under the booking's row lock), and, as for staff, never above the balance. As for staff, the
 * customer's open card payment links are closed at the gateway in the same transaction, so the
 * balance cannot also be paid by card afterwards.
 */
export async function recordCrewPayment(
  req: PayloadRequest,
  input: CrewPaymentInput,
  now: Date,
  gateway?: GatewayFactory,
) {
  const find = () =>
    req.payload.findByID({
      collection: 'crew-assignments',
      id: input.assignmentId,
      depth: 0,
      req,
      disableErrors: true,
    })
  const first = await find()
  if (!first || relId(first.attendant) !== req.user?.id)
    return { ok: false, code: 'not_assigned' } as const
  return recordOfflinePayment({
    req,
    input: {
      bookingId: relId(first.booking),
      method: input.method,
      amountCents: input.amountCents,
      note: 'Collected on site',
      requestKey: input.requestId,
    },
    gateway: gateway?.(req),
    actor: attendantActor(req),
    now,
    guard: async () => {
      const a = await find()
      if (!a || relId(a.attendant) !== req.user?.id) return { ok: false, code: 'not_assigned' }
      return a.status === 'accepted' ? null : { ok: false, code: 'not_accepted' }
    },
  })
}
