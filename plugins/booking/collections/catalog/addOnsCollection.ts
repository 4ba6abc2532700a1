import type { CollectionConfig } from 'payload'

import { moneyField } from '@admin-kit/fields/moneyField'
import { slugField } from '@admin-kit/fields/slugField'
import { activeOrStaff, isStaff } from '@server-kit'

import { ADD_ON_EFFECTS, PRICING_RULES, selectOptions } from '../../core/catalogChoices'
import type { CatalogCollectionOptions } from './catalogCollectionOptions'

const pricingRuleOptions = selectOptions(PRICING_RULES)

export const addOnsCollection = ({ slugs, override }: CatalogCollectionOptions): CollectionConfig =>
  override({
    slug: slugs.addOns,
    labels: { singular: 'Add-on', plural: 'Add-ons' },
    admin: {
      useAsTitle: 'name',
      defaultColumns: ['name', 'price', 'pricingRule', 'active'],
      group: 'Catalog',
    },
    defaultSort: 'displayOrder',
    access: { read: activeOrStaff(), create: isStaff, update: isStaff, delete: isStaff },
    fields: [
      { name: 'name', type: 'text', required: true },
      slugField(),
      { name: 'description', type: 'textarea' },
      {
        name: 'effect',
        type: 'select',
        required: true,
        defaultValue: 'none',
        options: selectOptions(ADD_ON_EFFECTS),
      },
      {
        type: 'row',
        fields: [
          {
            name: 'pricingRule',
            type: 'select',
            required: true,
            defaultValue: 'flat',
            options: pricingRuleOptions,
          },
          moneyField('price', 'Price (CAD)', { required: true }),
          {
            name: 'unitMinutes',
            type: 'number',
            min: 15,
            admin: { description: 'Minutes per unit (per-unit rule).' },
          },
        ],
      },
      {
        type: 'row',
        fields: [
          { name: 'minQuantity', type: 'number', defaultValue: 1, min: 1 },
          { name: 'maxQuantity', type: 'number', min: 1 },
          {
            name: 'leadTimeDays',
            type: 'number',
            defaultValue: 0,
            min: 0,
            admin: { description: 'Days of notice needed.' },
          },
        ],
      },
      {
        name: 'overrides',
        type: 'array',
        admin: { description: 'Different rules for one package (e.g. Self-Serve).' },
        fields: [
          { name: 'package', type: 'relationship', relationTo: slugs.packages, required: true },
          { name: 'notOffered', type: 'checkbox', defaultValue: false },
          { name: 'pricingRule', type: 'select', options: pricingRuleOptions },
          moneyField('price', 'Price (CAD)'),
          { name: 'unitMinutes', type: 'number', min: 15 },
        ],
      },
      { name: 'displayOrder', type: 'number', defaultValue: 10 },
      { name: 'active', type: 'checkbox', defaultValue: true },
    ],
  })
