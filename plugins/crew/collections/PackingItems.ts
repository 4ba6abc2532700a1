import type { CollectionConfig } from 'payload'

import { isStaff } from '@server-kit'

import { staffOrAttendant } from './crewAccess'

/** What goes in the van, per package and add-on: the run sheet's packing list. */
export const PackingItems: CollectionConfig = {
  slug: 'packing-items',
  labels: { singular: 'Packing item', plural: 'Packing list' },
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'packages', 'addOns'], group: 'Crew' },
  defaultSort: 'displayOrder',
  access: { read: staffOrAttendant, create: isStaff, update: isStaff, delete: isStaff },
  fields: [
    { name: 'name', type: 'text', required: true },
    {
      name: 'packages',
      type: 'relationship',
      relationTo: 'packages',
      hasMany: true,
      admin: { description: 'Packed for every booking of these packages.' },
    },
    {
      name: 'addOns',
      label: 'Add-ons',
      type: 'relationship',
      relationTo: 'add-ons',
      hasMany: true,
      admin: { description: 'Packed when the booking has one of these add-ons.' },
    },
    { name: 'displayOrder', type: 'number', defaultValue: 10 },
  ],
}
