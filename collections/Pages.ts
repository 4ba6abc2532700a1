import type { CollectionConfig } from 'payload'

import { anyone } from '../access/anyone'
import { isStaff } from '@server-kit'
import { revalidateAfterChange, revalidateAfterDelete } from '../hooks/revalidateSite'

// Legal pages (terms, privacy): rich text with the date they took effect.
export const Pages: CollectionConfig = {
  slug: 'pages',
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'slug', 'effectiveDate'],
    group: 'Content',
  },
  access: { read: anyone, create: isStaff, update: isStaff, delete: isStaff },
  hooks: { afterChange: [revalidateAfterChange], afterDelete: [revalidateAfterDelete] },
  fields: [
    { name: 'title', type: 'text', required: true },
    { name: 'slug', type: 'text', required: true, unique: true, index: true },
    {
      name: 'effectiveDate',
      type: 'date',
      required: true,
      admin: { date: { pickerAppearance: 'dayOnly' } },
    },
    { name: 'content', type: 'richText', required: true },
  ],
}
