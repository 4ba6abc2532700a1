import type { CollectionConfig } from 'payload'

import { moneyField } from '@admin-kit/fields/moneyField'
import { slugField } from '@admin-kit/fields/slugField'
import { activeOrStaff, isStaff } from '@server-kit'

import type { CatalogCollectionOptions } from './catalogCollectionOptions'

export const packagesCollection = ({
  slugs,
  override,
}: CatalogCollectionOptions): CollectionConfig =>
  override({
    slug: slugs.packages,
    admin: {
      useAsTitle: 'name',
      defaultColumns: ['name', 'price', 'durationMinutes', 'displayOrder', 'bookable', 'active'],
      group: 'Catalog',
    },
    defaultSort: 'displayOrder',
    access: { read: activeOrStaff(), create: isStaff, update: isStaff, delete: isStaff },
    fields: [
      { name: 'name', type: 'text', required: true },
      slugField(),
      {
        type: 'row',
        fields: [
          moneyField('price', 'Price (CAD)', {
            admin: { description: 'Empty for quote-only packages.' },
          }),
          {
            name: 'priceLabel',
            type: 'text',
            admin: { description: "Shown instead of a price, e.g. 'Contact Us'." },
          },
          {
            name: 'durationMinutes',
            type: 'number',
            min: 15,
            admin: { description: 'Event time included.' },
          },
        ],
      },
      { name: 'description', type: 'textarea' },
      {
        name: 'features',
        type: 'array',
        fields: [{ name: 'feature', type: 'text', required: true }],
      },
      {
        type: 'row',
        fields: [
          { name: 'popular', type: 'checkbox', defaultValue: false },
          {
            name: 'bookable',
            type: 'checkbox',
            defaultValue: true,
            admin: { description: 'Off: visitors are asked to contact us.' },
          },
          {
            name: 'active',
            type: 'checkbox',
            defaultValue: true,
            admin: { description: 'Shown on the site.' },
          },
        ],
      },
      {
        name: 'selfServe',
        type: 'checkbox',
        defaultValue: false,
        admin: { description: 'No attendant, no setup time, never a travel surcharge.' },
      },
      { name: 'displayOrder', type: 'number', defaultValue: 10, index: true },
      { name: 'maxGuests', type: 'number', min: 1 },
      { name: 'recommendedFor', type: 'text', admin: { description: "e.g. '250+ guests'" } },
      {
        name: 'legacyNames',
        type: 'array',
        fields: [{ name: 'name', type: 'text', required: true }],
      },
    ],
  })
