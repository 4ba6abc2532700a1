import type { Field } from 'payload'

/** Who did what to a booking and when, with the money involved: written only by operations. */
export const historyField: Field = {
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
}
