import type { Config } from 'payload'

import { accommodationEndpoint, assistanceEndpoint, contactEndpoint } from './endpoints/contact'
import { subscribeEndpoint } from './endpoints/subscribe'

/**
 * Visitor messages: contact, custom quote, assistance and outside-area requests (stored as
 * Inquiries and emailed to the business) and newsletter sign-ups (Subscribers).
 */
export const inquiriesPlugin =
  () =>
  (config: Config): Config => ({
    ...config,
    endpoints: [
      ...(config.endpoints ?? []),
      contactEndpoint,
      assistanceEndpoint,
      accommodationEndpoint,
      subscribeEndpoint,
    ],
  })
