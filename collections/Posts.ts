import type { CollectionConfig } from 'payload'

import { isStaff } from '@server-kit'
import { publishedOrStaff } from '../access/publishedOrStaff'
import { slugField } from '@admin-kit/fields/slugField'
import { revalidateAfterChange, revalidateAfterDelete } from '../hooks/revalidateSite'

export const Posts: CollectionConfig = {
  slug: 'posts',
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'category', 'publishedDate', '_status'],
    group: 'Content',
  },
  defaultSort: '-publishedDate',
  versions: { drafts: true, maxPerDoc: 20 },
  access: { read: publishedOrStaff, create: isStaff, update: isStaff, delete: isStaff },
  hooks: { afterChange: [revalidateAfterChange], afterDelete: [revalidateAfterDelete] },
  fields: [
    { name: 'title', type: 'text', required: true },
    slugField('title'),
    { name: 'excerpt', type: 'textarea', required: true },
    { name: 'body', type: 'richText', required: true },
    {
      type: 'row',
      fields: [
        {
          name: 'publishedDate',
          type: 'date',
          required: true,
          admin: { date: { pickerAppearance: 'dayOnly' } },
        },
        { name: 'readTime', type: 'text', admin: { description: "e.g. '5 min read'" } },
        { name: 'category', type: 'text' },
      ],
    },
    { name: 'featured', type: 'checkbox', defaultValue: false },
    { name: 'coverImage', type: 'upload', relationTo: 'media' },
  ],
}
