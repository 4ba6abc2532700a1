import type { Field } from 'payload'

import { eventDetailsFields } from './eventDetailsFields'

/** What staff may correct by hand: the customer, their event and the crew's details. */
export const bookingCustomerFields: Field = {
  type: 'collapsible',
  label: 'Customer and event details',
  admin: { initCollapsed: true },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'firstName', label: 'First name', type: 'text', required: true },
        { name: 'lastName', label: 'Last name', type: 'text', required: true },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'email', type: 'email', required: true },
        { name: 'phone', type: 'text', required: true },
      ],
    },
    { name: 'address', type: 'text', required: true },
    {
      type: 'row',
      fields: [
        { name: 'eventType', label: 'Event type', type: 'text' },
        { name: 'guestCount', label: 'Guests', type: 'number' },
        { name: 'referralSource', label: 'Heard about us', type: 'text' },
      ],
    },
    { name: 'notes', type: 'textarea' },
    eventDetailsFields,
    {
      name: 'backdrop',
      type: 'relationship',
      relationTo: 'backdrops',
      admin: { description: 'Changing it here does not change the price.' },
    },
  ],
}
