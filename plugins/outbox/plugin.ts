import type { Config } from 'payload'

import { withStaffAdmin } from '@admin-kit/staffAdmin'

import { Outbox } from './collections/Outbox'
import { resendEmailEndpoint } from './endpoints/resendEmailEndpoint'
import { testEmailEndpoint } from './endpoints/testEmailEndpoint'
import { retryQueuedEmailsTask } from './jobs/retryQueuedEmailsTask'
import { recordingEmailAdapter } from './recordingEmailAdapter'
import { SmsSubscribers } from './collections/SmsSubscribers'
import { retrySmsTask } from './sms/retrySmsTask'
import { notConfiguredSms, type SmsGateway } from './sms/SmsGateway'
import { smsEndpoints } from './sms/smsEndpoints'

export type OutboxPluginOptions = {
  /** Off: the collection stays (the schema and the admin keep their data), no email is recorded. */
  enabled?: boolean
  /** Text messages (Twilio from TWILIO_* settings); off without them, and screens say so. */
  sms?: SmsGateway
}

/**
 * Records every email the site sends (any plugin, Payload's own) in the Outbox collection, and
 * queues what the mail server refuses for the retry job. Text messages (Twilio) go through the
 * same Outbox: queued in the caller's transaction, sent once, retried, STOP honoured.
 */
export const outboxPlugin =
  (options: OutboxPluginOptions = {}) =>
  (config: Config): Config => {
    if (options.enabled === false)
      return { ...config, collections: [...(config.collections ?? []), Outbox, SmsSubscribers] }
    const base = withStaffAdmin(config, {
      links: [
        {
          group: 'Messages',
          label: 'Outbox',
          href: '/admin/collections/outbox',
          order: 20,
          collection: 'outbox',
        },
      ],
    })
    return {
      ...base,
      email: recordingEmailAdapter(config.email),
      custom: { ...base.custom, outbox: { sms: options.sms ?? notConfiguredSms } },
      collections: [
        ...(base.collections ?? []),
        { ...Outbox, endpoints: [testEmailEndpoint, resendEmailEndpoint] },
        SmsSubscribers,
      ],
      endpoints: [...(base.endpoints ?? []), ...smsEndpoints],
      jobs: {
        ...base.jobs,
        tasks: [...(base.jobs?.tasks ?? []), retryQueuedEmailsTask, retrySmsTask],
      },
    }
  }
