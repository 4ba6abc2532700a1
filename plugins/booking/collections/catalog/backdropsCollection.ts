import type { CollectionConfig } from 'payload'

import { slugField } from '@admin-kit/fields/slugField'
import { activeOrStaff, isStaff } from '@server-kit'

import { BACKDROP_SIZES, selectOptions } from '../../core/catalogChoices'
import type { CatalogCollectionOptions } from './catalogCollectionOptions'

export const backdropsCollection = ({
  slugs,
  override,
}: CatalogCollectionOptions): CollectionConfig =>
  override({
    slug: slugs.backdrops,
    admin: { useAsTitle: 'name', defaultColumns: ['name', 'size', 'available'], group: 'Catalog' },
    defaultSort: 'displayOrder',
    access: { read: activeOrStaff('available'), create: isStaff, update: isStaff, delete: isStaff },
    fields: [
      { name: 'name', type: 'text', required: true },
      slugField(),
      { name: 'description', type: 'textarea' },
      { name: 'image', type: 'upload', relationTo: slugs.media },
      {
        name: 'size',
        type: 'select',
        required: true,
        defaultValue: '8x8',
        options: selectOptions(BACKDROP_SIZES),
      },
      { name: 'available', type: 'checkbox', defaultValue: true },
      { name: 'displayOrder', type: 'number', defaultValue: 10 },
    ],
  })
