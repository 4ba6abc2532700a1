import type { Config } from 'payload'

import { Inquiries } from './collections/Inquiries'
import { Subscribers } from './collections/Subscribers'
import {
  accessibilityFeedbackEndpoint,
  accommodationEndpoint,
  assistanceEndpoint,
  contactEndpoint,
} from './endpoints/contact'
import { subscribeEndpoint } from './endpoints/subscribe'

export { leadFromChat, type ChatLeadInput } from './operations/chatLead'

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
    ...config,
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

// Other plugins tell the business about a lead's news the way inquiries do (quotes: declined,
// asked for a new one).
export { notifyBusiness } from './operations/notifyBusiness'
