import type { CollectionConfig } from 'payload'

import { isAdmin, isStaff } from '@server-kit'

import { JSON_CELL, JSON_FIELD } from '@admin-kit/fields/adminFields'
import { systemCollection } from '@admin-kit/systemCollection'

/** Payment errors the browser reports (POST /api/payment-error-log), for staff to follow up. */
export const PaymentErrorLogs: CollectionConfig = {
  slug: 'payment-error-logs',
  admin: {
    useAsTitle: 'error',
    defaultColumns: ['timestamp', 'bookingId', 'step', 'error'],
    ...systemCollection,
  },
  defaultSort: '-createdAt',
  access: { read: isStaff, create: () => false, update: () => false, delete: isAdmin },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'timestamp', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' } } },
        { name: 'step', type: 'text' },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'bookingId', type: 'text', index: true },
        { name: 'customerId', type: 'text' },
      ],
    },
    { name: 'error', type: 'text', required: true },
    {
      name: 'context',
      type: 'json',
      admin: { components: { Field: JSON_FIELD, Cell: JSON_CELL } },
    },
    {
      type: 'row',
      fields: [
        { name: 'userAgent', type: 'text' },
        { name: 'url', type: 'text' },
      ],
    },
  ],
}
