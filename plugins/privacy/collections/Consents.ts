import type { CollectionConfig } from 'payload'

import { isStaff } from '@server-kit'

/**
 * Express consent to commercial email (CASL), as given: the words the person agreed to, when and
 * where. A newsletter sign-up is pending until its confirmation link is used (double opt-in).
 * Implied consent needs no row: its evidence is the booking or inquiry itself.
 */
export const Consents: CollectionConfig = {
  slug: 'consents',
  labels: { singular: 'Consent', plural: 'Consents' },
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['email', 'source', 'confirmedAt', 'createdAt'],
    group: 'Leads',
    description: 'Express consent to marketing email: the wording agreed to, when and where.',
  },
  defaultSort: '-createdAt',
  // Evidence: written only by the sign-up and its confirmation, never edited by hand.
  access: { read: isStaff, create: () => false, update: () => false, delete: () => false },
  fields: [
    { name: 'email', type: 'text', required: true, index: true },
    { name: 'source', type: 'text', required: true, admin: { description: 'Where it was given.' } },
    { name: 'wording', type: 'textarea', required: true },
    {
      name: 'confirmedAt',
      type: 'date',
      index: true,
      admin: {
        date: { pickerAppearance: 'dayAndTime' },
        description: 'Empty: the confirmation link was not used yet (no consent).',
      },
    },
  ],
}
