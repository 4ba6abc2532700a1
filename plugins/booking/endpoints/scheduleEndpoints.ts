import { z } from 'zod'

import { calendarDate, defineEndpoint, safeText } from '@server-kit'

import type { GatewayFactory } from '../adapters/PaymentGateway'
import type { BookingActionCode } from '../operations/records/bookingActionCodes'
import { chargeNowMessage } from '../core'
import { chargeInstalmentDetail } from '../operations/payments/chargeInstalment'
import { moveInstalment } from '../operations/payments/moveInstalment'
import { setAutopay } from '../operations/payments/setAutopay'
import { publicBooking } from '../presenters/publicBooking'
import { bookingActionErrors } from './bookingActionErrors'
import { bookingId, staffCommon, staffContext } from './staffCommon'

const token = safeText(200, { required: 'is required' })
const onOff = z.boolean({ error: 'must be true or false' })
const schedule = (b: Parameters<typeof publicBooking>[0]) => {
  const p = publicBooking(b)
  return { paymentSchedule: p.paymentSchedule, autopay: p.autopay, cardOnFile: p.cardOnFile }
}

/** The payment schedule's actions: the customer's autopay switch, staff "Charge now" and "Move due date". */
export const scheduleEndpoints = (gateway: GatewayFactory) => [
  defineEndpoint<z.ZodType<{ token: string; on: boolean }>, BookingActionCode>({
    path: '/:id/manage/autopay',
    method: 'post',
    schema: z.object({ token, on: onOff }),
    rateLimit: { name: 'manage-autopay', points: 20, durationSeconds: 600 },
    errors: bookingActionErrors,
    run: async ({ req, data, params }) => {
      const r = await setAutopay({
        req,
        bookingId: bookingId(params),
        token: data.token,
        on: data.on,
        actor: { kind: 'customer', name: 'customer' },
        now: new Date(),
      })
      return r.ok ? { ok: true, body: schedule(r.booking) } : r
    },
  }),
  defineEndpoint<z.ZodType<{ on: boolean; consentNote?: string }>, BookingActionCode>({
    ...staffCommon,
    path: '/:id/autopay',
    method: 'post',
    // consentNote: how and when the customer agreed, required to undo the customer's own "off".
    schema: z.object({ on: onOff, consentNote: safeText(500).optional() }),
    run: async ({ req, data, params }) => {
      const r = await setAutopay({
        ...staffContext(req),
        bookingId: bookingId(params),
        on: data.on,
        consentNote: data.consentNote,
      })
      return r.ok ? { ok: true, body: schedule(r.booking) } : r
    },
  }),
  defineEndpoint<z.ZodType<{ instalmentId: string; dueDate: string }>, BookingActionCode>({
    ...staffCommon,
    path: '/:id/instalments/move',
    method: 'post',
    schema: z.object({
      instalmentId: safeText(40, { required: 'is required' }),
      dueDate: calendarDate,
    }),
    run: async ({ req, data, params }) => {
      const r = await moveInstalment({
        ...staffContext(req),
        bookingId: bookingId(params),
        ...data,
      })
      return r.ok ? { ok: true, body: schedule(r.booking) } : r
    },
  }),
  defineEndpoint<z.ZodType<{ instalmentId: string }>, BookingActionCode>({
    ...staffCommon,
    path: '/:id/instalments/charge',
    method: 'post',
    // The part the screen showed: a second tap for it answers with its charge, never another's.
    schema: z.object({ instalmentId: safeText(40, { required: 'is required' }) }),
    run: async ({ req, data, params }) => {
      const ctx = staffContext(req)
      const { outcome, tried, repeated, refused } = await chargeInstalmentDetail({
        payload: req.payload,
        bookingId: bookingId(params),
        now: ctx.now,
        gateway,
        early: true,
        actor: ctx.actor,
        instalmentId: data.instalmentId,
      })
      if (refused === 'autopay_off_by_customer') return { ok: false, code: refused }
      if (refused) return { ok: false, code: 'instalment_changed' }
      if (outcome === 'skipped')
        return {
          ok: false,
          code: 'not_allowed_in_status',
          message:
            'Nothing to charge: no open payment, no saved card, or automatic payments are off.',
        }
      // A decline or a card that needs the customer is an answer, not a failure: say what happened.
      return {
        ok: true,
        body: {
          outcome,
          repeated: Boolean(repeated),
          message: tried ? chargeNowMessage(tried) : null,
        },
      }
    },
  }),
]
