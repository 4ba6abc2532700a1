import type { Field } from 'payload'

import { HIDDEN_FIELD, MONEY_CELL } from '@admin-kit/fields/adminFields'

const admin = '/plugins/booking/admin'
const shownAbove = { components: { Field: HIDDEN_FIELD } } // the workspace shows it formatted

/**
 * The workspace (a server component reading the booking, its payments, emails and slot) and the
 * stored facts it formats: here they are list columns, never raw inputs.
 */
export const bookingWorkspaceFields: Field[] = [
  {
    name: 'workspace',
    type: 'ui',
    admin: {
      components: { Field: `${admin}/workspace/BookingWorkspace#BookingWorkspace` },
      disableListColumn: true,
    },
  },
  // List columns computed from the row: date with time, name with phone, balance owed.
  {
    name: 'when',
    label: 'Event',
    type: 'ui',
    admin: { components: { Cell: `${admin}/WhenCell#WhenCell` } },
  },
  {
    name: 'customer',
    label: 'Customer',
    type: 'ui',
    admin: { components: { Cell: `${admin}/CustomerCell#CustomerCell` } },
  },
  {
    name: 'balance',
    label: 'Balance',
    type: 'ui',
    admin: { components: { Cell: `${admin}/BalanceCell#BalanceCell` } },
  },
  {
    name: 'reference',
    type: 'text',
    index: true,
    admin: { readOnly: true, components: { Field: HIDDEN_FIELD } },
  },
  {
    name: 'status',
    type: 'select',
    required: true,
    index: true,
    defaultValue: 'pending_payment',
    options: [
      { label: 'Awaiting payment', value: 'pending_payment' },
      { label: 'Confirmed', value: 'confirmed' },
      { label: 'Cancelled', value: 'cancelled' },
      { label: 'Hold lapsed', value: 'expired' },
      { label: 'Refunded', value: 'refunded' },
    ],
    admin: { components: { Field: HIDDEN_FIELD, Cell: `${admin}/StatusCell#StatusCell` } },
  },
  {
    name: 'package',
    type: 'relationship',
    relationTo: 'packages',
    required: true,
    admin: shownAbove,
  },
  {
    name: 'eventDate',
    label: 'Event date',
    type: 'text',
    required: true,
    index: true,
    admin: {
      ...shownAbove,
      components: { Field: HIDDEN_FIELD, Cell: `${admin}/DateCell#DateCell` },
    },
  },
  {
    name: 'eventTime',
    label: 'Start time',
    type: 'text',
    required: true,
    admin: { components: { Field: HIDDEN_FIELD, Cell: `${admin}/TimeCell#TimeCell` } },
  },
  {
    name: 'booths',
    label: 'Booth',
    type: 'select',
    hasMany: true,
    options: [
      { label: 'Booth 1', value: 'booth1' },
      { label: 'Booth 2', value: 'booth2' },
    ],
    admin: shownAbove,
  },
  {
    // Set when recomputing times under new zone rules made this booking overlap another.
    name: 'scheduleConflict',
    type: 'text',
    admin: { readOnly: true, components: { Field: HIDDEN_FIELD } },
  },
  {
    name: 'addOns',
    type: 'array',
    admin: { readOnly: true, components: { Field: HIDDEN_FIELD } },
    fields: [
      { name: 'addOn', type: 'relationship', relationTo: 'add-ons' },
      { name: 'name', type: 'text' },
      { name: 'quantity', type: 'number' },
      {
        name: 'amountCents',
        label: 'Amount',
        type: 'number',
        defaultValue: 0,
        admin: { readOnly: true, components: { Cell: MONEY_CELL } },
      },
    ],
  },
]
