import { type CollectionBeforeChangeHook, type Field, ValidationError } from 'payload'

import {
  LEAD_STATUS_LABEL,
  LEAD_STATUSES,
  leadChange,
  LOST_REASON_LABEL,
  LOST_REASONS,
  type LeadEntry,
} from '../core/leadStatus'

/** Status, lost reason, a note box and the history every change writes (hooks below). */
export const leadFields: Field[] = [
  {
    type: 'row',
    fields: [
      {
        name: 'status',
        type: 'select',
        required: true,
        defaultValue: 'new',
        index: true,
        options: LEAD_STATUSES.map((value) => ({ value, label: LEAD_STATUS_LABEL[value] })),
      },
      {
        name: 'lostReason',
        label: 'Why it was lost',
        type: 'select',
        options: LOST_REASONS.map((value) => ({ value, label: LOST_REASON_LABEL[value] })),
        admin: { condition: (data) => data?.status === 'lost' },
      },
    ],
  },
  {
    name: 'staffNote',
    label: 'Add a note',
    type: 'textarea',
    admin: { description: 'Saved into the history below, with your name and the time.' },
  },
  {
    name: 'history',
    type: 'array',
    admin: { readOnly: true, initCollapsed: false },
    fields: [
      {
        type: 'row',
        fields: [
          { name: 'at', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' } } },
          { name: 'by', type: 'text' },
          { name: 'action', type: 'text' },
        ],
      },
      { name: 'note', type: 'text' },
    ],
  },
]

/** Every status change and note goes into the lead's history; lost needs its reason. */
export const recordLeadHistory: CollectionBeforeChangeHook = ({ data, originalDoc, req }) => {
  const user = req.user as { name?: string; email?: string } | null
  const by = user?.name || user?.email || 'Website'
  // A partial update keeps what it does not send: compare the whole lead before and after.
  const change = leadChange(originalDoc ?? {}, { ...originalDoc, ...data }, by, new Date())
  if (!change.ok)
    throw new ValidationError({ errors: [{ path: change.field, message: change.message }] })
  // A new lead may arrive with its first line (e.g. "From the chat").
  const history = (originalDoc?.history ?? data.history ?? []) as LeadEntry[]
  return { ...data, staffNote: null, history: [...history, ...change.entries] }
}
