import type { CollectionConfig } from 'payload'

import { isStaff } from '@server-kit'

import { BOOKING_SEARCH_FIELDS } from '../../core/bookingSearch'

import { bookingAccessFields } from './fields/bookingAccessFields'
import { bookingCustomerFields } from './fields/bookingCustomerFields'
import { bookingTechnicalFields } from './fields/bookingTechnicalFields'
import { bookingWorkspaceFields } from './fields/bookingWorkspaceFields'
import { historyField } from './fields/historyField'
import { LOCKED_FIELDS } from './fields/lockedFields'
import { replanOnChange } from './hooks/replanOnChange'
import { widenSearch } from './hooks/widenSearch'
import { lockFields } from './fields/lockFields'

// Created only by the booking endpoint (server-priced); visitors never list or read them here.
export const Bookings: CollectionConfig = {
  slug: 'bookings',
  admin: {
    useAsTitle: 'reference',
    defaultColumns: ['reference', 'when', 'customer', 'package', 'status', 'balance'],
    // Found by reference, customer name, email or phone (hooks/widenSearch adds full names and
    // formatted phones).
    listSearchableFields: BOOKING_SEARCH_FIELDS,
    // The workspace is the one view of a booking: no raw JSON (API) tab, and no lone 'Edit' tab
    // (Payload renders tabs as a <ul> without <li>, which fails axe's list rule).
    hideAPIURL: true,
    components: {
      beforeListTable: [
        '/plugins/booking/admin/BookingListFilters#BookingListFilters',
        '/packages/admin-kit/fields/PaginationNames#PaginationNames',
      ],
      views: { edit: { default: { tab: { condition: () => false } } } },
    },
  },
  defaultSort: '-createdAt',
  hooks: { beforeChange: [replanOnChange], beforeOperation: [widenSearch] },
  // Never deleted, not even by an admin: a booking with money is cancelled, and its payments,
  // emails and history stay (this also leaves the edit view without Payload's unnamed ⋯ menu).
  access: { read: isStaff, create: () => false, update: isStaff, delete: () => false },
  fields: lockFields(
    [
      ...bookingWorkspaceFields,
      bookingCustomerFields,
      bookingTechnicalFields,
      historyField,
      ...bookingAccessFields,
    ],
    LOCKED_FIELDS,
  ),
}
