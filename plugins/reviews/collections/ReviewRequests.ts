import type { CollectionConfig } from 'payload'

import { isStaff } from '@server-kit'

/**
 * One review request per booking: when its gallery was first opened, when the request and its one
 * reminder went, and whether staff stopped it. Written by the plugin's operations only (claimed in
 * SQL, so two servers send once); no token is kept: the link is signed (keys/reviewToken.ts).
 */
export const ReviewRequests: CollectionConfig = {
  slug: 'review-requests',
  labels: { singular: 'Review request', plural: 'Review requests' },
  admin: { group: 'Content', hidden: true },
  access: { read: isStaff, create: () => false, update: () => false, delete: () => false },
  fields: [
    {
      name: 'booking',
      type: 'relationship',
      relationTo: 'bookings',
      required: true,
      unique: true,
      index: true,
    },
    { name: 'openedAt', type: 'date' },
    // The review page first shown to the link's holder (the reports' "opened").
    { name: 'linkOpenedAt', type: 'date' },
    { name: 'sentAt', type: 'date', index: true },
    { name: 'sentVia', type: 'text' },
    { name: 'reminderSentAt', type: 'date' },
    { name: 'stoppedAt', type: 'date' },
    { name: 'stoppedBy', type: 'text' },
  ],
}
