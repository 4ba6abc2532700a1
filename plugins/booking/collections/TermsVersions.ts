import type { CollectionConfig } from 'payload'

import { isStaff } from '@server-kit'

import { instantField } from '@admin-kit/fields/adminFields'
import { systemCollection } from '@admin-kit/systemCollection'

/**
 * Every version of the terms page a customer was shown to sign: its text exactly as shown, the
 * date it took effect and a SHA-256 of the text. Written by operations/currentTerms when the
 * CMS text changes; never edited, so a booking keeps the version it signed.
 */
export const TermsVersions: CollectionConfig = {
  slug: 'terms-versions',
  labels: { singular: 'Terms version', plural: 'Terms versions' },
  admin: {
    useAsTitle: 'version',
    defaultColumns: ['version', 'effectiveDate', 'publishedAt'],
    ...systemCollection,
  },
  defaultSort: '-publishedAt',
  access: { read: isStaff, create: () => false, update: () => false, delete: () => false },
  fields: [
    { name: 'version', type: 'text', required: true, admin: { readOnly: true } },
    { name: 'hash', type: 'text', required: true, unique: true, admin: { readOnly: true } },
    { name: 'title', type: 'text', admin: { readOnly: true } },
    { name: 'effectiveDate', type: 'text', admin: { readOnly: true } },
    instantField('publishedAt', 'First shown'),
    { name: 'text', type: 'textarea', required: true, admin: { readOnly: true } },
  ],
}
