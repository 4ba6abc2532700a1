import type { Config } from 'payload'

import { Outbox } from './collections/Outbox'
import { resendEmailEndpoint } from './endpoints/resendEmailEndpoint'
import { recordingEmailAdapter } from './recordingEmailAdapter'

/** Records every email the site sends (any plugin, Payload's own) in the Outbox collection. */
export const outboxPlugin =
  () =>
  (config: Config): Config => ({
    ...config,
    email: recordingEmailAdapter(config.email),
    collections: [...(config.collections ?? []), { ...Outbox, endpoints: [resendEmailEndpoint] }],
  })
