import type { CollectionConfig } from 'payload'

import { activeOrStaff } from '../access/activeOrStaff'
import { isStaff } from '@server-kit'
import { slugField } from '../fields/slug'
import { revalidateAfterChange, revalidateAfterDelete } from '../hooks/revalidateSite'

export const Backdrops: CollectionConfig = {
  slug: 'backdrops',
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'size', 'available'], group: 'Catalog' },
  defaultSort: 'displayOrder',
  access: { read: activeOrStaff('available'), create: isStaff, update: isStaff, delete: isStaff },
  hooks: { afterChange: [revalidateAfterChange], afterDelete: [revalidateAfterDelete] },
  fields: [
    { name: 'name', type: 'text', required: true },
    slugField(),
    { name: 'description', type: 'textarea' },
    { name: 'image', type: 'upload', relationTo: 'media' },
    {
      name: 'size',
      type: 'select',
      required: true,
      defaultValue: '8x8',
      options: [
        { label: '7 x 7 ft', value: '7x7' },
        { label: '8 x 8 ft', value: '8x8' },
      ],
    },
    { name: 'available', type: 'checkbox', defaultValue: true },
    { name: 'displayOrder', type: 'number', defaultValue: 10 },
  ],
}
