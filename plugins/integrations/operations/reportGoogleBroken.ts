import { createLocalReq, type Payload } from 'payload'

import { pluginNotifier } from '@booking/server'
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
    const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0 })
    if (settings.email)
      await payload.sendEmail({
        to: settings.email,
        subject: 'Google Calendar disconnected: reconnect it',
        text: `${detail}\n\nUntil then the booth calendars are not read or written. Reconnect at /admin/google-setup.`,
        headers: { [KIND_HEADER]: 'staff_alert' },
      })
  } catch (error) {
    payload.logger.error({ err: error, msg: 'could not alert staff about Google' })
  }
}
