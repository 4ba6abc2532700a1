import type { Config } from 'payload'

import { type StaffLink, withStaffAdmin } from '@admin-kit/staffAdmin'

import { Inquiries } from './collections/Inquiries'

// Every visitor request is a lead the owner works (contact, custom quote, outside the area).
const LEADS: StaffLink = {
  group: 'Customers',
  label: 'Leads',
  href: '/admin/collections/inquiries',
  order: 20,
  collection: 'inquiries',
}
import { Subscribers } from './collections/Subscribers'
import {
  accessibilityFeedbackEndpoint,
  accommodationEndpoint,
  assistanceEndpoint,
  contactEndpoint,
} from './endpoints/contact'
import { subscribeEndpoint } from './endpoints/subscribe'

export type InquiriesPluginOptions = {
  /** Off: the collections stay (the schema and the admin keep their data), the endpoints go. */
  enabled?: boolean
}

/**
 * Visitor messages: contact, custom quote, assistance and outside-area requests (stored as
 * Inquiries and emailed to the business) and newsletter sign-ups (Subscribers).
 */
export const inquiriesPlugin =
  (options: InquiriesPluginOptions = {}) =>
  (config: Config): Config => ({
    ...(options.enabled === false ? config : withStaffAdmin(config, { links: [LEADS] })),
    collections: [...(config.collections ?? []), Inquiries, Subscribers],
    endpoints:
      options.enabled === false
        ? config.endpoints
        : [
            ...(config.endpoints ?? []),
            contactEndpoint,
            assistanceEndpoint,
            accommodationEndpoint,
            accessibilityFeedbackEndpoint,
            subscribeEndpoint,
          ],
  })
