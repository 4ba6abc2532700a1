import type { CollectionConfig } from 'payload'

import { anyone } from '../access/anyone'
import { isStaff } from '@server-kit'
import { revalidateAfterChange, revalidateAfterDelete } from '../hooks/revalidateSite'

export const Faqs: CollectionConfig = {
  slug: 'faqs',
  labels: { singular: 'FAQ', plural: 'FAQs' },
  admin: {
    useAsTitle: 'question',
    defaultColumns: ['question', 'category', 'order'],
    group: 'Content',
  },
  defaultSort: 'order',
  access: { read: anyone, create: isStaff, update: isStaff, delete: isStaff },
  hooks: { afterChange: [revalidateAfterChange], afterDelete: [revalidateAfterDelete] },
  fields: [
    { name: 'question', type: 'text', required: true },
    { name: 'answer', type: 'richText', required: true },
    {
      type: 'row',
      fields: [
        { name: 'order', type: 'number', defaultValue: 10 },
        { name: 'category', type: 'text' },
      ],
    },
  ],
}
