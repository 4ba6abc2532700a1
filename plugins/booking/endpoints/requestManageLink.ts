import { z } from 'zod'

import { isEmail } from '@kernel'
import { defineEndpoint, safeText } from '@server-kit'

import { sendManageLinks } from '../operations/notify/sendManageLinks'

export const manageLinkSchema = z.object({
  email: safeText(200, { required: 'is required' }).refine(isEmail, 'must be an email address'),
})

/**
 * What every request hears, whether or not the address has a booking (no enumeration). Said
 * before anything is sent, so it promises no more than is true then: a link is on its way.
 */
export const manageLinkAnswer = (email: string) =>
  `If ${email.trim()} has a booking with us, a link to manage it is on its way to that address. It can take a few minutes: please check your spam folder too.`

/**
 * POST /api/booking-link: public; `{ email }` → 200 with the same answer always. The links go
 * out after the answer, so neither its words nor its time say whether the address booked.
 * Limited per client (Postgres, shared by every server) and, inside the operation, per address.
 */
export const requestManageLinkEndpoint = defineEndpoint<typeof manageLinkSchema>({
  path: '/booking-link',
  method: 'post',
  schema: manageLinkSchema,
  rateLimit: { name: 'manage-link', points: 5, durationSeconds: 900 },
  run: async ({ req, data }) => {
    void sendManageLinks(req, data.email).catch((err: unknown) =>
      req.payload.logger.error({ err, msg: 'manage link request failed' }),
    )
    return { ok: true, body: { ok: true, message: manageLinkAnswer(data.email) } }
  },
})
