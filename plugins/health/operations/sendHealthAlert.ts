import type { PayloadRequest } from 'payload'

import { emailSite, renderEmail } from '@email'
import type { Notifier } from '@booking/server'
import { KIND_HEADER } from '@outbox/server'

import type { Incident } from '../core/healthIncidents'

export type AlertNotifier = Pick<Notifier, 'notify'>

/** The owner's alert: an email (through the Outbox, retried) and Telegram when connected. */
export async function sendHealthAlert(
  req: PayloadRequest,
  incident: Incident,
  notifier?: AlertNotifier,
) {
  const site = await emailSite(req)
  const email = renderEmail(`Needs attention: ${incident.title}`, [
    { heading: incident.title },
    `Next step: ${incident.nextStep}`,
    { link: ['Open Today', `${site.siteUrl}/admin`] },
  ])
  try {
    await req.payload.sendEmail({
      to: site.businessEmail,
      subject: email.subject,
      text: email.text,
      html: email.html,
      headers: { [KIND_HEADER]: 'staff_alert' },
    })
  } catch (error) {
    // Recorded and retried by the Outbox; an alert must not stop the other checks.
    req.payload.logger.error({ err: error, msg: `health alert ${incident.key} not emailed` })
  }
  await notifier?.notify({
    req,
    event: {
      kind: 'integration_broken',
      service: incident.title,
      detail: incident.nextStep,
      adminPath: '/admin',
    },
  })
}
