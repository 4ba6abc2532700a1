import type { CollectionConfig, Field } from 'payload'

import { instantField } from '@admin-kit/fields/adminFields'
import { isAdmin, isStaff } from '@server-kit'

import { revalidateOnModeration } from './revalidateOnModeration'
import { validateModeration } from './validateModeration'

// What the customer wrote: staff read it, never change it.
const customers = (field: Field): Field =>
  ({
    ...field,
    access: { update: () => false, create: () => false },
    admin: { ...(field.admin ?? {}), readOnly: true },
  }) as Field

/**
 * A customer's review of their event: one per booking, written on the signed review page and
 * changeable for 14 days. Staff publish or hide it (with a reason) and may reply in public; the
 * site shows published reviews only, and its rating is computed from them.
 */
export const Reviews: CollectionConfig = {
  slug: 'reviews',
  labels: { singular: 'Review', plural: 'Reviews' },
  admin: {
    group: 'Content',
    useAsTitle: 'title',
    defaultColumns: ['title', 'status', 'rating', 'submittedAt'],
    description: 'Reviews customers wrote after their gallery arrived. Publish or hide each one.',
  },
  defaultSort: '-submittedAt',
  access: { read: isStaff, create: () => false, update: isStaff, delete: isAdmin },
  hooks: { beforeValidate: [validateModeration], afterChange: [revalidateOnModeration] },
  fields: [
    {
      type: 'ui',
      name: 'context',
      admin: { components: { Field: '/plugins/reviews/admin/ReviewContext#ReviewContext' } },
    },
    customers({ name: 'title', type: 'text', admin: { hidden: true } }),
    customers({
      name: 'booking',
      type: 'relationship',
      relationTo: 'bookings',
      required: true,
      unique: true,
      index: true,
    }),
    customers({ name: 'rating', type: 'number', required: true, min: 1, max: 5 }),
    customers({ name: 'words', type: 'textarea', required: true }),
    customers({ name: 'firstName', type: 'text', label: 'First name (shown)' }),
    customers({ name: 'eventType', type: 'text', label: 'Event (shown)' }),
    customers({ name: 'publishConsent', type: 'checkbox', label: 'Agreed to be published' }),
    // The form does not offer a photo yet (issue 54): the fields show only once one is set.
    customers({
      name: 'photo',
      type: 'relationship',
      relationTo: 'gallery-photos',
      admin: { condition: (data) => Boolean(data?.photo) },
    }),
    customers({
      name: 'photoPermission',
      type: 'checkbox',
      label: 'Has the guests’ permission',
      admin: { condition: (data) => Boolean(data?.photo) },
    }),
    customers({ ...instantField('submittedAt', 'First sent'), index: true } as Field),
    customers(instantField('editedAt', 'Last changed')),
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'new',
      index: true,
      options: [
        { label: 'New', value: 'new' },
        { label: 'Published', value: 'published' },
        { label: 'Hidden', value: 'hidden' },
      ],
    },
    {
      name: 'hiddenReason',
      type: 'text',
      label: 'Why it is hidden',
      admin: { condition: (data) => data?.status === 'hidden' },
    },
    {
      name: 'reply',
      type: 'textarea',
      label: 'Your public reply',
      admin: { description: 'Shown under the review on the site when it is published.' },
    },
  ],
}
