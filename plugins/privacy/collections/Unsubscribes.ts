import type { CollectionConfig } from 'payload'

import { isStaff } from '@server-kit'
import { COMMERCIAL_LISTS, LIST_LABELS } from '../core/emailKinds'

/** Who asked for no more commercial email, per address and per list: honoured at once. */
export const Unsubscribes: CollectionConfig = {
  slug: 'unsubscribes',
  labels: { singular: 'Unsubscribe', plural: 'Unsubscribes' },
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['email', 'list', 'method', 'createdAt'],
    group: 'Leads',
    description:
      'Addresses that stopped a kind of marketing email. No commercial email goes to them.',
  },
  defaultSort: '-createdAt',
  access: { read: isStaff, create: isStaff, update: () => false, delete: () => false },
  fields: [
    { name: 'email', type: 'text', required: true, index: true },
    {
      name: 'list',
      type: 'select',
      required: true,
      options: [...COMMERCIAL_LISTS, 'all' as const].map((value) => ({
        value,
        label: LIST_LABELS[value].replace(/^./, (c) => c.toUpperCase()),
      })),
    },
    {
      name: 'method',
      type: 'select',
      defaultValue: 'staff',
      options: [
        { label: 'One-click (mail app)', value: 'one_click' },
        { label: 'Link in the email', value: 'link' },
        { label: 'Entered by staff', value: 'staff' },
      ],
    },
  ],
}
