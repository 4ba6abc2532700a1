import type { CollectionConfig } from 'payload'

import { anyone } from '../access/anyone'
import { isStaff } from '@server-kit'
import { slugField } from '@admin-kit/fields/slugField'
import { revalidateAfterChange, revalidateAfterDelete } from '../hooks/revalidateSite'

export const ServiceAreas: CollectionConfig = {
  slug: 'service-areas',
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'surchargeLabel', 'driveMinutes'],
    group: 'Content',
  },
  defaultSort: 'displayOrder',
  access: { read: anyone, create: isStaff, update: isStaff, delete: isStaff },
  hooks: { afterChange: [revalidateAfterChange], afterDelete: [revalidateAfterDelete] },
  fields: [
    { name: 'name', type: 'text', required: true },
    slugField(),
    { name: 'description', type: 'textarea' },
    { name: 'highlights', type: 'array', fields: [{ name: 'text', type: 'text', required: true }] },
    {
      type: 'row',
      fields: [
        { name: 'surchargeLabel', type: 'text', admin: { description: "'Free' or 'Varies'" } },
        {
          name: 'driveMinutes',
          type: 'number',
          min: 0,
          admin: { description: 'Drive time from our base; overrides the built-in estimate.' },
        },
        { name: 'displayOrder', type: 'number', defaultValue: 10 },
      ],
    },
  ],
}
