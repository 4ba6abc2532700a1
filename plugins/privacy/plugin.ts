import type { Config } from 'payload'

import { withStaffAdmin } from '@admin-kit/staffAdmin'

import { Breaches } from './collections/Breaches'
import { Consents } from './collections/Consents'
import { PrivacyLog } from './collections/PrivacyLog'
import { Unsubscribes } from './collections/Unsubscribes'
import { newsletterConfirmEndpoints } from './endpoints/newsletterConfirmEndpoints'
import { privacyRequestEndpoints } from './endpoints/privacyRequestEndpoints'
import { unsubscribeEndpoints } from './endpoints/unsubscribeEndpoints'
import { privacyRetentionTask } from './jobs/privacyRetentionTask'

export type PrivacyPluginOptions = {
  /** Off: the collections stay (the schema and the admin keep their data), the endpoints go. */
  enabled?: boolean
}

/**
 * Canadian law: commercial email under CASL (consent, sender identity, one-click unsubscribe)
 * and the records PIPEDA asks for. See docs/privacy-and-casl.md.
 */
export const privacyPlugin =
  (options: PrivacyPluginOptions = {}) =>
  (config: Config): Config => ({
    ...(options.enabled === false
      ? config
      : withStaffAdmin(config, {
          views: {
            privacy: {
              Component: '/plugins/privacy/admin/PrivacyView#PrivacyView',
              path: '/privacy',
            },
          },
          links: [
            {
              group: 'Settings',
              label: 'Privacy requests',
              href: '/admin/privacy',
              order: 80,
              hint: 'A customer asks for their data or its deletion; breaches and the log.',
              adminOnly: true,
            },
          ],
        })),
    jobs:
      options.enabled === false
        ? config.jobs
        : { ...config.jobs, tasks: [...(config.jobs?.tasks ?? []), privacyRetentionTask] },
    collections: [...(config.collections ?? []), Consents, Unsubscribes, PrivacyLog, Breaches],
    endpoints:
      options.enabled === false
        ? config.endpoints
        : [
            ...(config.endpoints ?? []),
            ...unsubscribeEndpoints,
            ...newsletterConfirmEndpoints,
            ...privacyRequestEndpoints,
          ],
  })
