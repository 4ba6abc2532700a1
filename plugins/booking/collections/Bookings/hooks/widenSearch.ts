import type { CollectionBeforeOperationHook } from 'payload'

import { type Where, widenBookingSearch } from '../../../core/bookingSearch'

/** The bookings list's search box also finds a formatted phone number and a full name. */
export const widenSearch: CollectionBeforeOperationHook = ({ args, operation }) =>
  operation === 'read' && 'where' in args && args.where
    ? { ...args, where: widenBookingSearch(args.where as Where) as typeof args.where }
    : args
