import type { CollectionConfig, Config } from 'payload'

import { withStaffAdmin } from '@admin-kit/staffAdmin'

import { quoteLinks } from './admin/quoteLinks'
import { withQuoteBuilder } from './admin/withQuoteBuilder'
import { Quotes } from './collections/Quotes'
import { WaitlistEntries } from './collections/WaitlistEntries'
import { joinWaitlistEndpoint } from './endpoints/waitlistEndpoint'
import { previewQuoteEndpoint } from './endpoints/previewEndpoint'
import { offerNowEndpoint, waitlistDatesEndpoint } from './endpoints/offerNowEndpoint'
import { waitlistAfterBookingChange } from './hooks/waitlistBookingHooks'
import { offerWaitlistTask } from './jobs/offerWaitlistTask'
import {
  acceptQuoteEndpoint,
  createQuoteEndpoint,
  readQuoteEndpoint,
} from './endpoints/quoteEndpoints'
import {
  askAgainEndpoint,
  declineQuoteEndpoint,
  reviseQuoteEndpoint,
} from './endpoints/quoteActionEndpoints'
import { quotePdfEndpoint } from './endpoints/quotePdfEndpoint'

export type QuotesPluginOptions = {
  /** Off: the collection stays (the schema and the admin keep their data), the endpoints go. */
  enabled?: boolean
}

/**
 * Quotes staff build from a lead or from nothing, which the customer reads, signs and pays on
 * /quote/<id>?token=…; pricing, holds, signatures and payments are the booking plugin's. The
 * waitlist (POST /api/waitlist) offers a freed slot to the first person in line.
 */
export const quotesPlugin =
  (options: QuotesPluginOptions = {}) =>
  (config: Config): Config => {
    const endpoints =
      options.enabled === false
        ? []
        : [
            previewQuoteEndpoint,
            createQuoteEndpoint,
            readQuoteEndpoint,
            acceptQuoteEndpoint,
            // Revisions, declines, new-quote requests and the PDF (docs/quotes-and-agreements.md).
            reviseQuoteEndpoint,
            declineQuoteEndpoint,
            askAgainEndpoint,
            quotePdfEndpoint,
          ]
    const waitlist =
      options.enabled === false
        ? []
        : [joinWaitlistEndpoint, offerNowEndpoint, waitlistDatesEndpoint]
    // Collection endpoints come before Payload's own REST handlers for the same paths.
    const built = {
      ...config,
      collections: [
        ...(config.collections ?? []).map(withWaitlistHook),
        { ...Quotes, endpoints },
        WaitlistEntries,
      ],
      endpoints: [...(config.endpoints ?? []), ...waitlist],
      jobs: { ...config.jobs, tasks: [...(config.jobs?.tasks ?? []), offerWaitlistTask] },
    }
    return options.enabled === false
      ? built
      : withQuoteBuilder(
          withStaffAdmin(built, {
            links: quoteLinks,
            todayPanels: [
              {
                slot: 'main',
                order: 30,
                path: '/plugins/quotes/admin/QuotesExpiringPanel#QuotesExpiringPanel',
              },
            ],
          }),
        )
  }

/** The bookings collection tells the waitlist when a slot frees or an offer is paid. */
const withWaitlistHook = (c: CollectionConfig): CollectionConfig =>
  c.slug !== 'bookings'
    ? c
    : {
        ...c,
        hooks: {
          ...c.hooks,
          afterChange: [...(c.hooks?.afterChange ?? []), waitlistAfterBookingChange],
        },
      }
