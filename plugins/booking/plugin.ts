import type { Config } from 'payload'

import { withStaffAdmin } from '@admin-kit/staffAdmin'
import { staffAdmin } from './admin/staffViews'

import { withBookingRuntime } from './config/bookingRuntime'
import { sanitizeBookingConfig, type BookingPluginOptions } from './config/sanitizeBookingConfig'
import { catalogCollections } from './collections/catalog/catalogCollections'
import { BookingDocuments } from './collections/BookingDocuments'
import { TermsVersions } from './collections/TermsVersions'
import { Bookings } from './collections/Bookings'
import { BoothReservations } from './collections/BoothReservations'
import { PaymentErrorLogs } from './collections/PaymentErrorLogs'
import { PaymentEvents } from './collections/PaymentEvents'
import { Payments } from './collections/Payments'
import { bookingEndpoints } from './endpoints'
import { withCatalogInvalidation } from './operations/catalog/bumpCatalogVersion'
import { releaseExpiredHoldsTask } from './jobs/releaseExpiredHoldsTask'
import { sendBalanceRemindersTask } from './jobs/sendBalanceRemindersTask'
import { sendFollowUpsTask } from './jobs/sendFollowUpsTask'
import { alertOverdueBalancesTask } from './jobs/alertOverdueBalancesTask'
import { chargeInstalmentsTask } from './jobs/chargeInstalmentsTask'
import { syncOutsideServices } from './collections/Bookings/hooks/syncOutsideServices'
import { warnOnRuntimeZoneData } from './operations/runtime/warnOnRuntimeZoneData'

/**
 * The catalog (packages, add-ons, backdrops, promo codes), bookings, booth reservations, payments,
 * their endpoints, scheduled jobs and staff views.
 */
export const bookingPlugin =
  (options: BookingPluginOptions) =>
  (hostConfig: Config): Config => {
    const booking = sanitizeBookingConfig(options)
    const catalog = catalogCollections({
      slugs: booking.slugs,
      override: booking.catalogOverride,
    })
    const config = { ...hostConfig, collections: [...(hostConfig.collections ?? []), ...catalog] }
    const collections = [
      BoothReservations,
      Payments,
      PaymentEvents,
      PaymentErrorLogs,
      BookingDocuments,
      TermsVersions,
    ]
    // Off: the collections without their custom endpoints (the PDF download) stay, nothing else.
    if (!booking.enabled) {
      const kept = [Bookings, ...collections].map((c) => ({ ...c, endpoints: [] }))
      return { ...config, collections: [...(config.collections ?? []), ...kept] }
    }
    const endpoints = bookingEndpoints(booking.gateway)
    // Catalog edits bump a version row so every server's in-memory catalog copy refreshes.
    const base = withBookingRuntime(
      withCatalogInvalidation(withStaffAdmin(config, staffAdmin), booking.slugs),
      booking,
    )
    return {
      ...base,
      collections: [
        ...(base.collections ?? []),
        // Collection endpoints listed first take precedence over Payload's default REST handlers.
        {
          ...Bookings,
          endpoints: endpoints.bookings,
          hooks: {
            ...Bookings.hooks,
            afterChange: [...(Bookings.hooks?.afterChange ?? []), syncOutsideServices],
          },
        },
        ...collections,
      ],
      endpoints: [...(config.endpoints ?? []), ...endpoints.root],
      jobs: {
        ...config.jobs,
        tasks: [
          ...(config.jobs?.tasks ?? []),
          releaseExpiredHoldsTask,
          sendBalanceRemindersTask,
          sendFollowUpsTask,
          alertOverdueBalancesTask,
          chargeInstalmentsTask(booking.gateway),
        ],
        autoRun: [
          ...((config.jobs?.autoRun as unknown[]) ?? []),
          { cron: '*/5 * * * *', queue: 'booking' },
        ] as never,
      },
      // instrumentation.ts refuses to start a server without keys (assertPaymentsConfigured);
      // scripts (migrate, seed, CLI) take no payments and need no check.
      onInit: async (payload) => {
        warnOnRuntimeZoneData(new Date(), (m) => payload.logger.warn(m))
        await config.onInit?.(payload)
      },
      admin: {
        ...base.admin,
        components: {
          ...base.admin?.components,
          header: [
            ...(base.admin?.components?.header ?? []),
            '/plugins/booking/admin/DemoPaymentsBanner#DemoPaymentsBanner',
          ],
        },
      },
    }
  }
