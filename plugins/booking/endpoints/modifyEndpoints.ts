import { defineEndpoint, type RateRule } from '@server-kit'
import { moneyOf } from '@kernel'
import type { PayloadRequest } from 'payload'

import type { GatewayFactory } from '../adapters/PaymentGateway'
import { staffActor } from '../operations/records/actor'
import type { BookingActionCode } from '../operations/records/bookingActionCodes'
import { bookingActionErrors } from './bookingActionErrors'
import { modifyBooking, type ModifyResult } from '../operations/changes/modifyBooking'
import {
  modifyOwnBooking,
  previewModification,
  type ModificationPreview,
} from '../operations/changes/previewModification'
import { modificationBody } from '../presenters/modificationBody'
import { bookingId } from './bookingId'
import {
  manageModifyQuoteSchema,
  manageModifySchema,
  modifyConfirmSchema,
  modifySelectionSchema,
} from './modifySchemas'

const limit = (name: string): RateRule & { name: string } => ({
  name,
  points: 60,
  durationSeconds: 600,
})
const idOf = (params: Record<string, string>) => {
  const id = bookingId(params)
  return typeof id === 'number' ? id : 0 // 0 is no booking: the same 404 as a wrong token
}
const staff = (req: PayloadRequest) => ({ actor: staffActor(req) })

const previewBody = (r: ModificationPreview) =>
  r.ok ? { ok: true as const, body: { ...modificationBody(r.quote), options: r.options } } : r
const doneBody = (r: ModifyResult) =>
  r.ok
    ? {
        ok: true as const,
        body: {
          status: r.booking.status,
          total: moneyOf(r.totalCents),
          balance: moneyOf(r.balanceCents),
          refund: moneyOf(r.refundCents),
          offlineRefund: moneyOf(r.offlineRefundCents),
          delivery: r.delivery,
          link: r.link,
        },
      }
    : r

/** Changing a booking's package, backdrop or add-ons: quote, then confirm (customer and staff). */
export const modifyEndpoints = (gateway: GatewayFactory) => [
  defineEndpoint<typeof manageModifyQuoteSchema, BookingActionCode>({
    path: '/:id/manage/modify/quote',
    method: 'post',
    schema: manageModifyQuoteSchema,
    rateLimit: limit('manage-modify-quote'),
    errors: bookingActionErrors,
    run: async ({ req, data: { token, ...change }, params }) =>
      previewBody(
        await previewModification({
          req,
          bookingId: idOf(params),
          change,
          now: new Date(),
          who: { token },
        }),
      ),
  }),
  defineEndpoint<typeof manageModifySchema, BookingActionCode>({
    path: '/:id/manage/modify',
    method: 'post',
    schema: manageModifySchema,
    rateLimit: { name: 'manage-modify', points: 20, durationSeconds: 600 },
    errors: bookingActionErrors,
    run: async ({ req, data: { token, ...input }, params }) =>
      doneBody(
        await modifyOwnBooking({
          req,
          token,
          input: { ...input, bookingId: idOf(params) },
          gateway: gateway(req),
          now: new Date(),
        }),
      ),
  }),
  defineEndpoint<typeof modifySelectionSchema, BookingActionCode>({
    path: '/:id/modification/quote',
    method: 'post',
    auth: 'staff',
    schema: modifySelectionSchema,
    errors: bookingActionErrors,
    run: async ({ req, data, params }) =>
      previewBody(
        await previewModification({
          req,
          bookingId: idOf(params),
          change: data,
          now: new Date(),
          who: staff(req),
        }),
      ),
  }),
  defineEndpoint<typeof modifyConfirmSchema, BookingActionCode>({
    path: '/:id/modify',
    method: 'post',
    auth: 'staff',
    schema: modifyConfirmSchema,
    errors: bookingActionErrors,
    run: async ({ req, data, params }) =>
      doneBody(
        await modifyBooking({
          req,
          input: { ...data, bookingId: idOf(params) },
          actor: staffActor(req),
          gateway: gateway(req),
          now: new Date(),
        }),
      ),
  }),
]
