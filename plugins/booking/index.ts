import type { Config } from 'payload'

import { withStaffAdmin } from '@admin-kit/staffAdmin'
import { staffAdmin } from './admin/staffViews'

import { withBookingRuntime } from './config/bookingRuntime'
import { sanitizeBookingConfig, type BookingPluginOptions } from './config/sanitizeBookingConfig'
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

/** Bookings, booth reservations, payments, their endpoints, scheduled jobs and staff views. */
export const bookingPlugin =
  (options: BookingPluginOptions) =>
  (config: Config): Config => {
    const booking = sanitizeBookingConfig(options)
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

// The server surface other plugins and the host use (chat quoting, carts emailing, integrations'
// ports); browser code imports rules.ts, react.ts or contract.ts instead.
export type { BookingPluginOptions, SanitizedBookingConfig } from './config/sanitizeBookingConfig'
export type { CatalogSlugMap } from './config/catalogSlugs'
export type { CalendarBusy, CalendarSync } from './adapters/CalendarSync'
export type { Notifier, StaffEvent } from './adapters/Notifier'
export { geocoderFromEnv } from './adapters/geocoder/geocoderFromEnv'
export { paymentGatewayFromEnv } from './adapters/paymentGatewayFromEnv'
export type { GatewayFactory } from './adapters/PaymentGateway'
export { assertPaymentsConfigured } from './adapters/paymentsConfigured'
export { renderDocumentPdf } from './documents/renderDocumentPdf'
export type { DocumentView } from './presenters/documentView'
export { boothSchedules } from './operations/availability/boothSchedules'
// Rules on Winnipeg's clock (zone data): server-only, so not in rules.ts.
export { eventTimeline, occupancyInterval, standardSetupMinutes } from './core/eventTimeline'
export { earliestBookableDate, latestBookableDate } from './core/schedule'
export { checkAvailability, freeStartTimes } from './operations/availability/checkAvailability'
export { findOwnedDocument } from './operations/documents/findDocument'
export { loadCatalog } from './operations/catalog/loadCatalog'
export { areaTravelFees } from './operations/catalog/areaTravelFees'
export { loadManagedBooking } from './operations/records/loadManagedBooking'
export { pluginGeocoder } from './operations/runtime/pluginGeocoder'
export { pluginNotifier } from './operations/runtime/pluginIntegrations'
export type { GalleryLookup, GallerySummary } from './results'
export { quoteBooking } from './operations/create/quoteBooking'
// Quotes (plugins/quotes): the same booking request, pricing, hold and signature as the wizard.
export { bookingSchema } from './endpoints/schemas'
export { termsHash } from './endpoints/paymentSchemas'
export { bookingInput } from './endpoints/bookingInput'
export { bookingErrors } from './messages'
export { createBooking } from './operations/create/createBooking'
export { tokenFor } from './operations/records/bookingToken'
export { lockBooking } from './operations/records/lockBooking'
export { findBooking } from './operations/records/findBooking'
export { bookingsOfEmail, type EmailBooking } from './operations/records/bookingsOfEmail'
export { releaseHeldBooking } from './operations/create/releaseHeldBooking'
export { lockAttendants } from './operations/records/lockAttendants'
export { claimLock } from './operations/records/lockOrder'
export { nextNumber } from './operations/documents/numberCounter'
export { currentTerms } from './operations/create/currentTerms'
export { agreementData, isTypedSignature, signatureFrom } from './operations/create/signAgreement'
export { RESERVATION_STATUS } from './core'
export { isActive as isBookingActive } from './core/bookingStatus'
// The event-day crew (plugins/crew): the booking's row lock, its history and an offline payment.
export { updateBookingWithHistory } from './operations/records/updateBookingWithHistory'
export { recordOfflinePayment } from './operations/payments/recordOfflinePayment'
export type { Actor } from './results'
export { moneyState } from './core/moneyState'
export { manageLinkFor } from './operations/notify/manageLink'
// A quote's PDF and the quote builder's preview (plugins/quotes): the receipts' one tax rule and line split.
export { documentLines, percentToBps, splitTax } from './core'
export { customerActor, staffActor } from './operations/records/actor'
export { toSelections } from './endpoints/schemas'
