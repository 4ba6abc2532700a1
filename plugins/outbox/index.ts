import type { Config } from 'payload'

import { withStaffAdmin } from '@admin-kit/staffAdmin'

import { Outbox } from './collections/Outbox'
import { resendEmailEndpoint } from './endpoints/resendEmailEndpoint'
import { testEmailEndpoint } from './endpoints/testEmailEndpoint'
import { retryQueuedEmailsTask } from './jobs/retryQueuedEmailsTask'
import { recordingEmailAdapter } from './recordingEmailAdapter'

export type OutboxPluginOptions = {
  /** Off: the collection stays (the schema and the admin keep their data), no email is recorded. */
  enabled?: boolean
}

/**
 * Records every email the site sends (any plugin, Payload's own) in the Outbox collection, and
 * queues what the mail server refuses for the retry job.
 */
export const outboxPlugin =
  (options: OutboxPluginOptions = {}) =>
  (config: Config): Config =>
    options.enabled === false
      ? { ...config, collections: [...(config.collections ?? []), Outbox] }
      : {
          ...withStaffAdmin(config, {
            links: [
              { group: 'Work', label: 'Outbox', href: '/admin/collections/outbox', order: 80 },
            ],
          }),
          email: recordingEmailAdapter(config.email),
          collections: [
            ...(config.collections ?? []),
            { ...Outbox, endpoints: [testEmailEndpoint, resendEmailEndpoint] },
          ],
          jobs: { ...config.jobs, tasks: [...(config.jobs?.tasks ?? []), retryQueuedEmailsTask] },
        }
export { BOOKING_HEADER, KIND_HEADER } from './recordingEmailAdapter'
export { deliveryOf } from './deliveryOf'
export type { EmailDelivery } from './contract'
