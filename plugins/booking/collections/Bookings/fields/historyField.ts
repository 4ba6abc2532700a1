import type { Field } from 'payload'

// Payload validates each submitted field by passing it two deep copies of the whole booking
// (beforeChange: `deepMergeWithSourceArrays(doc, data)`), even when the check is a no-op. The
// history goes back whole on every change, so its rows cost rows × 5 copies per update: the
// largest share of a server's CPU in the integration tests (profiled). Only operations write these
// rows, typed; the columns stay NOT NULL where required. A falsy `validate` is what skips the call.
const NOT_VALIDATED = { validate: false as unknown as undefined }

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
          ...NOT_VALIDATED,
        },
        { name: 'actor', type: 'text', required: true, ...NOT_VALIDATED },
        { name: 'action', type: 'text', required: true, ...NOT_VALIDATED },
        { name: 'amountCents', type: 'number', ...NOT_VALIDATED },
      ],
    },
    { name: 'note', type: 'text', ...NOT_VALIDATED },
  ],
}
