import { defineEndpoint, parseId } from '@server-kit'

import type { ResendErrorCode } from '../contract'
import { resendEmail } from '../operations/resendEmail'

/** POST /api/outbox/:id/resend (staff). */
export const resendEmailEndpoint = defineEndpoint<undefined, ResendErrorCode>({
  path: '/:id/resend',
  method: 'post',
  auth: 'staff',
  errors: {
    not_found: { status: 404, message: 'Email not found.' },
    send_failed: { status: 502, message: 'The mail server refused the message. Try again later.' },
  },
  run: async ({ req, params }) => {
    const id = parseId(params.id)
    if (id === null) return { ok: false, code: 'not_found' }
    const result = await resendEmail({ req, id })
    return result.ok
      ? {
          ok: true,
          body: { resent: true, queued: result.queued, delivery: result.delivery },
        }
      : result
  },
})
