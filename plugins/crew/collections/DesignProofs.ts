import path from 'node:path'
import type { CollectionConfig } from 'payload'

import { instantField } from '@admin-kit/fields/adminFields'
import { isStaff } from '@server-kit'

import { announceProof } from '../operations/announceProof'

export const designProofDir = () => path.resolve(process.env.MEDIA_DIR || 'media', 'design-proofs')

/**
 * The print design (the overlay for the strip or 4×6) staff upload to a booking. Files are never
 * public: the customer reads them with their booking link, an attendant the approved one only.
 */
export const DesignProofs: CollectionConfig = {
  slug: 'design-proofs',
  labels: { singular: 'Design proof', plural: 'Design proofs' },
  admin: { defaultColumns: ['filename', 'booking', 'status'], group: 'Work' },
  access: { read: isStaff, create: isStaff, update: isStaff, delete: isStaff },
  upload: { staticDir: designProofDir(), mimeTypes: ['image/png', 'image/jpeg'] },
  hooks: { afterChange: [announceProof] },
  fields: [
    { name: 'booking', type: 'relationship', relationTo: 'bookings', required: true, index: true },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'awaiting_customer',
      index: true,
      access: { update: () => false },
      admin: { readOnly: true },
      options: [
        { label: 'Waiting for the customer', value: 'awaiting_customer' },
        { label: 'Approved', value: 'approved' },
        { label: 'Changes asked', value: 'changes_requested' },
      ],
    },
    { name: 'customerComment', type: 'textarea', admin: { readOnly: true } },
    instantField('respondedAt', 'Answered at'),
  ],
}
