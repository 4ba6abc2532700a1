import type { Field } from 'payload'

import { notValidated } from './lockFields'

// The history goes back whole on every change: validated, its rows cost rows × 5 copies of the
// booking per update (lockFields). Only operations write these rows, typed.
/** Who did what to a booking and when, with the money involved: written only by operations. */
export const historyField: Field = notValidated({
  name: 'history',
  type: 'array',
  // Shown once, formatted, in the booking workspace; never as Payload's raw array rows.
  admin: { readOnly: true, hidden: true, isSortable: false },
  access: { create: () => false, update: () => false },
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'at',
          type: 'date',
          required: true,
          admin: { date: { pickerAppearance: 'dayAndTime' } },
        },
        { name: 'actor', type: 'text', required: true },
        { name: 'action', type: 'text', required: true },
        { name: 'amountCents', type: 'number' },
      ],
    },
    { name: 'note', type: 'text' },
  ],
})
