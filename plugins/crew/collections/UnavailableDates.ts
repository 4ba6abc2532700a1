import type { CollectionBeforeValidateHook, CollectionConfig } from 'payload'

import { isValidDateString } from '@kernel'
import { hasRole } from '@server-kit'

import { staffOrOwnRows } from './crewAccess'

// An attendant marks only their own dates; staff may mark anyone's.
const ownDates: CollectionBeforeValidateHook = ({ data, req }) => {
  if (!data || hasRole(req.user, ['admin', 'staff'])) return data
  return { ...data, attendant: req.user?.id }
}

/** The dates an attendant cannot work (Winnipeg calendar dates): the picker skips them. */
export const UnavailableDates: CollectionConfig = {
  slug: 'crew-unavailable-dates',
  labels: { singular: 'Unavailable date', plural: 'Unavailable dates' },
  admin: { useAsTitle: 'date', defaultColumns: ['date', 'attendant', 'note'], group: 'Crew' },
  defaultSort: 'date',
  access: {
    read: staffOrOwnRows('attendant'),
    create: ({ req: { user } }) => hasRole(user, ['admin', 'staff', 'attendant']),
    update: staffOrOwnRows('attendant'),
    delete: staffOrOwnRows('attendant'),
  },
  hooks: { beforeValidate: [ownDates] },
  fields: [
    {
      name: 'date',
      type: 'text',
      required: true,
      index: true,
      admin: { description: 'YYYY-MM-DD, e.g. 2027-06-12' },
      validate: (v: unknown) => isValidDateString(String(v ?? '')) || 'Enter a date as YYYY-MM-DD.',
    },
    {
      name: 'attendant',
      type: 'relationship',
      relationTo: 'users',
      required: true,
      index: true,
      filterOptions: { roles: { in: ['attendant'] } },
    },
    { name: 'note', type: 'text' },
  ],
}
