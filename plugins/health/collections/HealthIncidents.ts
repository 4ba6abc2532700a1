import type { CollectionConfig } from 'payload'

import { isStaff } from '@server-kit'

/**
 * Things that went wrong and need someone: a backup that failed or is too old, failing
 * instalments, mail that will not go out, a job that keeps erroring. One open row per incident
 * (a partial unique index on `key` where `cleared_at` is null): each is alerted once, and cleared
 * when the check passes again. Written by the health check only.
 */
export const HealthIncidents: CollectionConfig = {
  slug: 'health-incidents',
  labels: { singular: 'Health incident', plural: 'Health incidents' },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'openedAt', 'clearedAt'],
    group: 'Work',
    hidden: true,
  },
  access: { read: isStaff, create: () => false, update: () => false, delete: () => false },
  fields: [
    { name: 'key', type: 'text', required: true, index: true },
    { name: 'kind', type: 'text', required: true },
    { name: 'title', type: 'text', required: true },
    { name: 'nextStep', type: 'textarea', required: true },
    { name: 'openedAt', type: 'date', required: true },
    { name: 'clearedAt', type: 'date', index: true },
  ],
}
