import type { CollectionConfig } from 'payload'

import { isStaff } from '@server-kit'

/**
 * One event gallery per booking: its unguessable slug (the link), the optional guest code and its
 * expiry. The upload key is derived, never stored (keys/gallerySecrets.ts). Written by the
 * plugin's operations only: staff change the code and extend through the booking workspace.
 */
export const Galleries: CollectionConfig = {
  slug: 'galleries',
  labels: { singular: 'Gallery', plural: 'Galleries' },
  admin: { defaultColumns: ['booking', 'expiresOn', 'status'] },
  access: { read: isStaff, create: () => false, update: () => false, delete: () => false },
  fields: [
    {
      name: 'booking',
      type: 'relationship',
      relationTo: 'bookings',
      required: true,
      unique: true,
      index: true,
    },
    { name: 'slug', type: 'text', required: true, unique: true, index: true },
    { name: 'guestCode', type: 'text', admin: { description: '4 digits, or empty for none.' } },
    { name: 'expiresOn', type: 'text', required: true, index: true },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'active',
      index: true,
      options: [
        { label: 'Open', value: 'active' },
        { label: 'Expired (files deleted)', value: 'expired' },
      ],
    },
    { name: 'readyEmailAt', type: 'date' },
    { name: 'reminderSentAt', type: 'date' },
    { name: 'expiredAt', type: 'date' },
  ],
}
