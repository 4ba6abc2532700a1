import type { Config } from 'payload'

import { Outbox } from './collections/Outbox'
import { resendEmailEndpoint } from './endpoints/resendEmailEndpoint'
import { testEmailEndpoint } from './endpoints/testEmailEndpoint'
import { retryQueuedEmailsTask } from './jobs/retryQueuedEmailsTask'
import { recordingEmailAdapter } from './recordingEmailAdapter'

/**
 * Records every email the site sends (any plugin, Payload's own) in the Outbox collection, and
 * queues what the mail server refuses for the retry job.
 */
export const outboxPlugin =
  () =>
  (config: Config): Config => ({
    ...config,
    email: recordingEmailAdapter(config.email),
    collections: [
      ...(config.collections ?? []),
      { ...Outbox, endpoints: [testEmailEndpoint, resendEmailEndpoint] },
    ],
    jobs: { ...config.jobs, tasks: [...(config.jobs?.tasks ?? []), retryQueuedEmailsTask] },
  })
