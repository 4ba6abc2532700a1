import type { Access, CollectionConfig } from 'payload'

import { hasRole } from '@server-kit'

// PIPEDA s. 10.3 and its regulations: every breach of security safeguards is recorded and kept
// for 24 months after the day the business determined it happened.
const KEEP_MONTHS = 24

const adminOnly: Access = ({ req }) => hasRole(req.user, ['admin'])
const deletableOnceKept: Access = ({ req }) => {
  if (!hasRole(req.user, ['admin'])) return false
  const kept = new Date()
  kept.setMonth(kept.getMonth() - KEEP_MONTHS)
  return { determinedOn: { less_than: kept.toISOString() } }
}

/** The breach record PIPEDA requires: admins only (docs/privacy-and-casl.md says when to report). */
export const Breaches: CollectionConfig = {
  slug: 'privacy-breaches',
  labels: { singular: 'Privacy breach', plural: 'Privacy breaches' },
  admin: {
    useAsTitle: 'what',
    defaultColumns: ['determinedOn', 'what', 'peopleAffected', 'reportedToCommissioner'],
    group: 'Setup',
    description:
      'Every breach of personal information, even a small one, kept at least 24 months. Report to the Privacy Commissioner and tell the people affected when there is a real risk of significant harm.',
  },
  defaultSort: '-determinedOn',
  access: { read: adminOnly, create: adminOnly, update: adminOnly, delete: deletableOnceKept },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'occurredOn', type: 'date', label: 'Happened on (or about)' },
        { name: 'determinedOn', type: 'date', required: true, label: 'Found on', index: true },
      ],
    },
    { name: 'what', type: 'text', required: true, label: 'What happened' },
    { name: 'information', type: 'textarea', label: 'Which personal information' },
    { name: 'peopleAffected', type: 'number', min: 0, label: 'How many people' },
    {
      name: 'realRiskOfSignificantHarm',
      type: 'checkbox',
      label: 'Real risk of significant harm',
      admin: { description: 'Yes: report to the Commissioner and notify the people affected.' },
    },
    {
      type: 'row',
      fields: [
        { name: 'reportedToCommissioner', type: 'checkbox', label: 'Reported to the Commissioner' },
        { name: 'reportedOn', type: 'date', label: 'Reported on' },
        { name: 'peopleNotifiedOn', type: 'date', label: 'People notified on' },
      ],
    },
    { name: 'steps', type: 'textarea', label: 'Steps taken', required: true },
  ],
}
