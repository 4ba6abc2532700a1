import type { PayloadRequest } from 'payload'

import { siteOrigin } from '@server-kit'

import { renderEmail } from '@email'

/**
 * The reset email with an absolute link from the site URL (Payload's default is relative when no
 * serverURL is set, which no mail client can open). The Outbox stores it with the token redacted.
 */
export function resetPasswordEmailHTML(args?: { req?: PayloadRequest; token?: string }) {
  const { req, token } = args ?? {}
  const routes = req?.payload.config.routes.admin ?? '/admin'
  const reset = req?.payload.config.admin.routes.reset ?? '/reset'
  const link = `${siteOrigin()}${routes}${reset}/${token ?? ''}`
  return renderEmail('Reset your password', [
    'Someone (hopefully you) asked to reset the password of your Photo Booth admin account.',
    { link: ['Choose a new password', link] },
    `Or open this address: ${link}`,
    'If you did not ask for this, ignore this email: your password stays as it is.',
  ]).html
}
