import { createLocalReq, type Payload } from 'payload'

import { pluginNotifier } from '@booking/server'
import { emailSite, renderEmail } from '@email'
import { KIND_HEADER } from '@outbox/server'
import { readIntegrationState, writeIntegrationState } from './integrationState'

/**
 * The connection is dead until an admin reconnects: mark it, and tell staff once (Telegram when
 * set up, and an email to the business address) rather than on every failed call.
 */
export async function reportGoogleBroken(payload: Payload, detail: string): Promise<void> {
  const state = await readIntegrationState(payload)
  await writeIntegrationState(payload, { googleStatus: 'broken', googleDetail: detail })
  if (state.googleStatus === 'broken') return
  try {
    const req = await createLocalReq({}, payload)
    await pluginNotifier(payload).notify({
      req,
      event: {
        kind: 'integration_broken',
        service: 'Google',
        detail,
        adminPath: '/admin/google-setup',
      },
    })
    const site = await emailSite(req)
    // The staff alerts' one layout (@email), with a link that opens the setup screen.
    const email = renderEmail('Google Calendar disconnected: reconnect it', [
      detail,
      'Until then the booth calendars are not read or written.',
      { link: ['Reconnect Google', `${site.siteUrl}/admin/google-setup`] },
    ])
    if (site.businessEmail)
      await payload.sendEmail({
        to: site.businessEmail,
        subject: email.subject,
        text: email.text,
        html: email.html,
        headers: { [KIND_HEADER]: 'staff_alert' },
      })
  } catch (error) {
    payload.logger.error({ err: error, msg: 'could not alert staff about Google' })
  }
}
