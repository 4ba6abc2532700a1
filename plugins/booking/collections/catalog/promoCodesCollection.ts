import type { CollectionConfig } from 'payload'

import { moneyField } from '@admin-kit/fields/moneyField'
import { isStaff } from '@server-kit'

import { DISCOUNT_TYPES, selectOptions } from '../../core/catalogChoices'
import type { CatalogCollectionOptions } from './catalogCollectionOptions'

// Never readable by visitors: codes are checked on the server only.
export const promoCodesCollection = ({
  slugs,
  override,
}: CatalogCollectionOptions): CollectionConfig =>
  override({
    slug: slugs.promoCodes,
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
            options: selectOptions(DISCOUNT_TYPES),
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
  })
