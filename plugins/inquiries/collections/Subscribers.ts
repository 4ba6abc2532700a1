import type { CollectionConfig } from 'payload'

import { isAdmin, isStaff } from '@server-kit'

/** Blog 'Stay Updated' sign-ups. */
export const Subscribers: CollectionConfig = {
  slug: 'subscribers',
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['email', 'source', 'createdAt'],
    group: 'Leads',
  },
  defaultSort: '-createdAt',
  access: { read: isStaff, create: () => false, update: isStaff, delete: isAdmin },
  fields: [
    { name: 'email', type: 'email', required: true, unique: true, index: true },
    { name: 'source', type: 'text' },
    { name: 'unsubscribed', type: 'checkbox', defaultValue: false },
  ],
}
