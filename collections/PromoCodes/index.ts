import type { CollectionConfig } from 'payload'

import { isStaff } from '@server-kit'
import { moneyField } from '../../fields/money'

// Never readable by visitors: codes are checked on the server only.
export const PromoCodes: CollectionConfig = {
  slug: 'promo-codes',
  admin: {
    useAsTitle: 'code',
    defaultColumns: ['code', 'discountType', 'discountValue', 'active'],
    group: 'Catalog',
  },
  access: { read: isStaff, create: isStaff, update: isStaff, delete: isStaff },
  fields: [
    {
      name: 'code',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      hooks: {
        beforeValidate: [
          ({ value }) => (typeof value === 'string' ? value.trim().toUpperCase() : value),
        ],
      },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'discountType',
          type: 'select',
          required: true,
          defaultValue: 'percentage',
          options: [
            { label: 'Percentage', value: 'percentage' },
            { label: 'Fixed amount (CAD)', value: 'fixed' },
          ],
        },
        {
          name: 'discountValue',
          type: 'number',
          required: true,
          min: 0,
          admin: { description: 'Percent (e.g. 15) or dollars for a fixed amount.' },
        },
      ],
    },
    { name: 'description', type: 'text' },
    moneyField('minOrderAmount', 'Minimum order (CAD)'),
    {
      type: 'row',
      fields: [
        { name: 'startsOn', type: 'date', admin: { date: { pickerAppearance: 'dayOnly' } } },
        { name: 'endsOn', type: 'date', admin: { date: { pickerAppearance: 'dayOnly' } } },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'usageLimit', type: 'number', min: 1 },
        { name: 'timesUsed', type: 'number', defaultValue: 0, admin: { readOnly: true } },
      ],
    },
    { name: 'active', type: 'checkbox', defaultValue: true },
  ],
}
