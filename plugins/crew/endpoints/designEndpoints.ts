import type { Endpoint } from 'payload'
import { z } from 'zod'

import { bookingForCrew } from '@booking/server'
import { defineEndpoint, hasRole, parseId, safeText } from '@server-kit'

import { relId } from '@kernel'
import { crewErrors } from '../messages'
import { customerDesign, respondToDesign } from '../operations/customerDesign'
import { proofFile } from '../operations/proofFile'

const token = z.string().min(10).max(200)
const idOf = (params: Record<string, string>) => parseId(params.id) ?? 0
const limit = { name: 'design', points: 60, durationSeconds: 60 }

const respondSchema = z.object({
  token,
  decision: z.enum(['approve', 'changes']),
  comment: safeText(1000).optional(),
})

/** The customer's design proof on the manage page (their booking token) and its image. */
export const designBookingEndpoints: Omit<Endpoint, 'root'>[] = [
  defineEndpoint({
    path: '/:id/design',
    method: 'get',
    schema: z.object({ token }),
    rateLimit: limit,
    run: ({ req, data, params }) => customerDesign(req, idOf(params), data.token, new Date()),
  }),
  defineEndpoint({
    path: '/:id/design',
    method: 'post',
    schema: respondSchema,
    rateLimit: limit,
    errors: crewErrors,
    run: ({ req, data, params }) =>
      respondToDesign(req, { bookingId: idOf(params), ...data, now: new Date() }),
  }),
  defineEndpoint({
    path: '/:id/design/file',
    method: 'get',
    schema: z.object({ token: token.optional(), proof: z.string().optional() }),
    rateLimit: limit,
    run: async ({ req, data, params }) => {
      const bookingId = idOf(params)
      const staff = hasRole(req.user, ['admin', 'staff'])
      if (!staff && !(await bookingForCrew(req, bookingId, { token: data.token ?? '' })))
        return { ok: false, code: 'not_found' }
      const proof = parseId(data.proof)
      const file = await proofFile(req, {
        booking: { equals: bookingId },
        ...(proof ? { id: { equals: proof } } : {}),
      })
      return file ?? { ok: false, code: 'not_found' }
    },
  }),
]

/** The approved design on the attendant's run sheet (their own accepted event only). */
export const crewDesignEndpoint: Endpoint = defineEndpoint({
  path: '/crew/assignments/:id/design',
  method: 'get',
  auth: (req) => hasRole(req.user, ['attendant']),
  run: async ({ req, params }) => {
    const a = await req.payload.findByID({
      collection: 'crew-assignments',
      id: idOf(params),
      depth: 0,
      req,
      disableErrors: true,
    })
    if (!a || relId(a.attendant) !== req.user?.id || a.status === 'declined')
      return { ok: false, code: 'not_found' }
    const file = await proofFile(req, {
      booking: { equals: relId(a.booking) },
      status: { equals: 'approved' },
    })
    return file ?? { ok: false, code: 'not_found' }
  },
})
