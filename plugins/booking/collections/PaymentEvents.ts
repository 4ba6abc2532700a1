import type { CollectionConfig } from 'payload'

import { isStaff } from '@server-kit'
import { systemCollection } from '@admin-kit/systemCollection'

/** Webhook events already handled: the unique event id makes a redelivered event a no-op. */
export const PaymentEvents: CollectionConfig = {
  slug: 'payment-events',
  admin: {
    useAsTitle: 'eventId',
    defaultColumns: ['eventId', 'type', 'intentId', 'outcome', 'createdAt'],
    ...systemCollection,
  },
  defaultSort: '-createdAt',
  access: { read: isStaff, create: () => false, update: () => false, delete: () => false },
  fields: [
    { name: 'eventId', type: 'text', required: true, unique: true, index: true },
    {
      type: 'row',
      fields: [
        { name: 'type', type: 'text', required: true },
        { name: 'gateway', type: 'text' },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'intentId', type: 'text', index: true },
        { name: 'outcome', type: 'text' },
      ],
    },
  ],
}
