import type { Endpoint, PayloadRequest } from 'payload'

import type { GatewayFactory } from '@booking/server'

import { defineEndpoint, hasRole, parseId } from '@server-kit'

import { crewErrors } from '../messages'
import { assignCrew } from '../operations/assignCrew'
import { bookingCrew } from '../operations/bookingCrew'
import { crewAction } from '../operations/crewActions'
import { crewEvents } from '../operations/crewEvents'
import { calendarDate } from '@server-kit'
import { z } from 'zod'

import { designsPending } from '../operations/designsPending'
import { loadPayReport } from '../operations/loadPayReport'
import { payCsv } from '../operations/payCsv'
import { needsAttendant } from '../operations/needsAttendant'
import { attendantActor } from '../operations/ownAssignment'
import { recordCrewPayment } from '../operations/recordCrewPayment'
import { actionSchema, assignSchema, crewPaymentSchema } from './crewSchemas'

const attendant = (req: PayloadRequest) => hasRole(req.user, ['attendant'])
const staffActor = (req: PayloadRequest) => ({
  ...attendantActor(req),
  name: (req.user as { name?: string; email?: string }).name || req.user?.email || 'staff',
})
const idOf = (params: Record<string, string>) => parseId(params.id) ?? 0

/** Staff: a booking's crew and picker, assign and unassign (under /api/bookings). */
export const bookingCrewEndpoints: Omit<Endpoint, 'root'>[] = [
  defineEndpoint({
    path: '/:id/crew',
    method: 'get',
    auth: 'staff',
    run: async ({ req, params }) => {
      const crew = await bookingCrew(req, idOf(params))
      return crew ? { ok: true, body: crew } : { ok: false, code: 'not_found' }
    },
  }),
  defineEndpoint({
    path: '/:id/crew',
    method: 'post',
    auth: 'staff',
    schema: assignSchema,
    errors: crewErrors,
    run: async ({ req, data, params }) => {
      const r = await assignCrew({
        req,
        input: { bookingId: idOf(params), booth: data.booth, userId: data.userId },
        actor: staffActor(req),
        now: new Date(),
      })
      return r.ok ? { ok: true, body: r } : r
    },
  }),
]

/**
 * The attendant's own events and actions, and Today's list for staff (at the API root). The
 * gateway closes a booking's open card payments when the attendant records the balance.
 */
export const crewRootEndpoints = (gateway?: GatewayFactory): Endpoint[] => [
  defineEndpoint({
    path: '/crew/events',
    method: 'get',
    auth: attendant,
    run: async ({ req }) => ({
      ok: true,
      body: { events: await crewEvents(req, req.user!.id as number) },
    }),
  }),
  defineEndpoint({
    path: '/crew/needs-attendant',
    method: 'get',
    auth: 'staff',
    run: async ({ req }) => ({ ok: true, body: { events: await needsAttendant(req, new Date()) } }),
  }),
  // The owner's pay report (admins only): JSON, or CSV with format=csv.
  defineEndpoint({
    path: '/crew/pay-report',
    method: 'get',
    auth: 'admin',
    schema: z.object({
      from: calendarDate,
      to: calendarDate,
      format: z.enum(['json', 'csv']).optional(),
    }),
    run: async ({ req, data }) => {
      const report = await loadPayReport(req, data.from, data.to)
      if (data.format !== 'csv') return { ok: true, body: report }
      return new Response(payCsv(report), {
        headers: {
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': `attachment; filename="crew-pay-${data.from}-to-${data.to}.csv"`,
          'Cache-Control': 'private, no-store',
        },
      })
    },
  }),
  defineEndpoint({
    path: '/crew/designs-pending',
    method: 'get',
    auth: 'staff',
    run: async ({ req }) => ({ ok: true, body: { events: await designsPending(req, new Date()) } }),
  }),
  defineEndpoint({
    path: '/crew/assignments/:id',
    method: 'post',
    auth: attendant,
    schema: actionSchema,
    errors: crewErrors,
    run: async ({ req, data, params }) => {
      const action =
        data.action === 'pack'
          ? { kind: 'pack' as const, item: data.item, checked: data.checked }
          : { kind: data.action }
      const r = await crewAction(req, idOf(params), action, new Date())
      return r.ok ? { ok: true, body: r } : r
    },
  }),
  // Its failures are crew codes or recordOfflinePayment's (the booking actions' codes).
  defineEndpoint<typeof crewPaymentSchema, string>({
    path: '/crew/assignments/:id/payment',
    method: 'post',
    auth: attendant,
    schema: crewPaymentSchema,
    errors: crewErrors,
    run: async ({ req, data, params }) => {
      const input = { assignmentId: idOf(params), ...data }
      const r = await recordCrewPayment(req, input, new Date(), gateway)
      return r.ok ? { ok: true, body: { ok: true } } : r
    },
  }),
]
