import type { CollectionConfig } from 'payload'

import { isStaff } from '@server-kit'

import { bookingCustomerFields } from './bookingCustomerFields'
import { bookingTechnicalFields } from './bookingTechnicalFields'
import { bookingWorkspaceFields } from './bookingWorkspaceFields'
import { historyField } from './historyField'
import { lockFields } from './lockFields'

// Changed only by operations (wizard, webhook, staff actions, self-service), each with a history entry.
const LOCKED = new Set([
  'reference',
  'status',
  'package',
  'addOns',
  'eventDate',
  'eventTime',
  'packagePriceCents',
  'addOnsTotalCents',
  'travelSurchargeCents',
  'discountCents',
  'totalCents',
  'depositCents',
  'amountDueNowCents',
  'remainingBalanceCents',
  'amountPaidCents',
  'paymentType',
  'promoCode',
  'balanceDueDate',
  'paymentMethod',
  'paymentIntentId',
  'refundedCents',
  'confirmedAt',
  'paymentFailure',
  'balanceReminderSentAt',
  'balanceOverdueAlertedAt',
  'balancePaidAt',
  'booths',
  'timeline',
  'holdExpiresAt',
  'snapshot',
  'termsAcceptedAt',
  'termsVersion',
  'source',
  'rescheduleCount',
  'detailsRequestSentAt',
  'detailsReminderSentAt',
  'thankYouSentAt',
])

// Created only by the booking endpoint (server-priced); visitors never list or read them here.
export const Bookings: CollectionConfig = {
  slug: 'bookings',
  admin: {
    useAsTitle: 'reference',
    defaultColumns: ['reference', 'when', 'customer', 'package', 'status', 'balance'],
    group: 'Bookings',
    // The workspace is the one view of a booking: no raw JSON (API) tab, and no lone 'Edit' tab
    // (Payload renders tabs as a <ul> without <li>, which fails axe's list rule).
    hideAPIURL: true,
    components: {
      beforeListTable: [
        '/plugins/booking/admin/BookingListFilters#BookingListFilters',
        '/plugins/booking/admin/fields/PaginationNames#PaginationNames',
      ],
      views: { edit: { default: { tab: { condition: () => false } } } },
    },
  },
  defaultSort: '-createdAt',
  // Never deleted, not even by an admin: a booking with money is cancelled, and its payments,
  // emails and history stay (this also leaves the edit view without Payload's unnamed ⋯ menu).
  access: { read: isStaff, create: () => false, update: isStaff, delete: () => false },
  fields: lockFields(
    [
      ...bookingWorkspaceFields,
      bookingCustomerFields,
      bookingTechnicalFields,
      historyField,
      {
        name: 'emails',
        type: 'join',
        collection: 'outbox',
        on: 'booking',
        admin: { hidden: true }, // listed with their delivery status in the workspace
      },
      // Who made the hold (rate-limit client key): caps the unpaid holds one client can keep.
      { name: 'clientKey', type: 'text', index: true, admin: { hidden: true } },
      // SHA-256 of the unguessable token the success page URL carries (operations/bookingToken).
      {
        name: 'accessToken',
        type: 'text',
        index: true,
        access: { read: () => false, update: () => false },
        admin: { hidden: true },
      },
      // With the server secret it rebuilds the token for emailed links; alone it opens nothing.
      {
        name: 'accessTokenNonce',
        type: 'text',
        access: { read: () => false, update: () => false },
        admin: { hidden: true },
      },
    ],
    LOCKED,
  ),
}
