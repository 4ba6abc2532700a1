import type { CollectionConfig } from 'payload'

import { activeOrStaff } from '../access/activeOrStaff'
import { isStaff } from '@server-kit'
import { moneyField } from '../fields/money'
import { slugField } from '../fields/slug'
import { revalidateAfterChange, revalidateAfterDelete } from '../hooks/revalidateSite'

const pricingRuleOptions = [
  { label: 'Per unit of N minutes', value: 'per_unit' },
  { label: 'Per booth-hour (package + extra hours)', value: 'per_booth_hour' },
  { label: 'Flat', value: 'flat' },
]

export const AddOns: CollectionConfig = {
  slug: 'add-ons',
  labels: { singular: 'Add-on', plural: 'Add-ons' },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'price', 'pricingRule', 'active'],
    group: 'Catalog',
  },
  defaultSort: 'displayOrder',
  access: { read: activeOrStaff(), create: isStaff, update: isStaff, delete: isStaff },
  hooks: { afterChange: [revalidateAfterChange], afterDelete: [revalidateAfterDelete] },
  fields: [
    { name: 'name', type: 'text', required: true },
    slugField(),
    { name: 'description', type: 'textarea' },
    {
      name: 'effect',
      type: 'select',
      required: true,
      defaultValue: 'none',
      options: [
        { label: 'Adds event time', value: 'extend_event' },
        { label: 'Adds setup time before the event', value: 'extend_setup' },
        { label: 'Adds the second booth', value: 'second_booth' },
        { label: 'No effect on the schedule', value: 'none' },
      ],
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
        { name: 'package', type: 'relationship', relationTo: 'packages', required: true },
        { name: 'notOffered', type: 'checkbox', defaultValue: false },
        { name: 'pricingRule', type: 'select', options: pricingRuleOptions },
        moneyField('price', 'Price (CAD)'),
        { name: 'unitMinutes', type: 'number', min: 15 },
      ],
    },
    { name: 'displayOrder', type: 'number', defaultValue: 10 },
    { name: 'active', type: 'checkbox', defaultValue: true },
  ],
}
