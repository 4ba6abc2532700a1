import { defineEndpoint } from '@server-kit'

import type { TestEmailErrorCode } from '../contract'
import { sendTestEmail } from '../operations/sendTestEmail'

/** POST /api/outbox/test-email (admins): one email to the admin, with the SMTP server's answer. */
export const testEmailEndpoint = defineEndpoint<undefined, TestEmailErrorCode>({
  path: '/test-email',
  method: 'post',
  auth: 'admin',
  errors: {
    smtp_not_configured: {
      status: 409,
      message: 'No mail server is set up: set SMTP_HOST (and SMTP_USER, SMTP_PASS) first.',
    },
    no_address: { status: 400, message: 'Your account has no email address.' },
  },
  run: async ({ req }) => sendTestEmail({ req }),
})
