import type { CollectionConfig } from 'payload'

import { isAdmin } from '@server-kit'

/**
 * Every privacy action: exports, erasures and retention runs, with who, when, and what was kept
 * and why. Append-only: no API edits or deletes it, and a database trigger (the migration)
 * refuses UPDATE and DELETE from anyone. The person is named by a hash of their address only.
 */
export const PrivacyLog: CollectionConfig = {
  slug: 'privacy-log',
  labels: { singular: 'Privacy log entry', plural: 'Privacy log' },
  admin: {
    useAsTitle: 'summary',
    defaultColumns: ['action', 'summary', 'actor', 'createdAt'],
    group: 'Setup',
    description: 'Exports, erasures and retention runs. Nobody can edit or delete an entry.',
  },
  defaultSort: '-createdAt',
  access: { read: isAdmin, create: () => false, update: () => false, delete: () => false },
  fields: [
    {
      name: 'action',
      type: 'select',
      required: true,
      index: true,
      options: [
        { label: 'Export', value: 'export' },
        { label: 'Erasure', value: 'erase' },
        { label: 'Retention run', value: 'retention' },
      ],
    },
    { name: 'summary', type: 'text', required: true },
    {
      name: 'actor',
      type: 'text',
      admin: { description: 'Who did it (a staff account or a job).' },
    },
    {
      name: 'subjectHash',
      type: 'text',
      index: true,
      admin: { description: 'SHA-256 of the address the request was about (not the address).' },
    },
    {
      name: 'details',
      type: 'textarea',
      admin: { description: 'What was removed or kept, and why.' },
    },
  ],
}
