import type { CollectionConfig } from 'payload'

import { isAdmin, isStaff } from '@server-kit'

import { JSON_CELL, JSON_FIELD, MONEY_CELL, MONEY_FIELD } from '@admin-kit/fields/adminFields'

/**
 * A visitor's wizard progress, keyed by a session id the server issued with a secret. Written
 * only by the cart endpoints; staff read it for abandoned-cart follow-up. The email (the reminder
 * address) is stored only from a completed step 1.
 */
export const Carts: CollectionConfig = {
  slug: 'carts',
  admin: {
    useAsTitle: 'sessionId',
    defaultColumns: ['sessionId', 'email', 'step', 'lastActivity', 'recovered', 'converted'],
    group: 'Leads',
  },
  defaultSort: '-lastActivity',
  access: { read: isStaff, create: () => false, update: isStaff, delete: isAdmin },
  fields: [
    { name: 'sessionId', type: 'text', required: true, unique: true, index: true },
    {
      // SHA-256 of the cart's secret: the visitor's browser presents the secret to read or write.
      name: 'secretHash',
      type: 'text',
      access: { read: () => false, create: () => false, update: () => false },
      admin: { hidden: true, disableListColumn: true, disableListFilter: true },
    },
    {
      type: 'row',
      fields: [
        { name: 'step', type: 'number' },
        {
          name: 'lastActivity',
          type: 'date',
          index: true,
          admin: { date: { pickerAppearance: 'dayAndTime' } },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'firstName', type: 'text' },
        { name: 'lastName', type: 'text' },
        { name: 'email', type: 'email', index: true },
        { name: 'phone', type: 'text' },
      ],
    },
    { name: 'address', type: 'text' },
    {
      type: 'row',
      fields: [
        { name: 'eventType', type: 'text' },
        { name: 'guestCount', type: 'number' },
        { name: 'referralSource', type: 'text' },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'packageId', type: 'number' },
        { name: 'eventDate', type: 'text' },
        { name: 'eventTime', type: 'text' },
        { name: 'backdropId', type: 'number' },
      ],
    },
    {
      name: 'totalCents',
      label: 'Estimated total',
      type: 'number',
      admin: {
        description: 'From the visitor’s last quote; bookings are priced on the server.',
        readOnly: true,
        components: { Field: MONEY_FIELD, Cell: MONEY_CELL },
      },
    },
    {
      name: 'data',
      type: 'json',
      admin: {
        description: 'The wizard’s saved state (partial booking fields).',
        readOnly: true,
        components: { Field: JSON_FIELD, Cell: JSON_CELL },
      },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'customerInfoAt',
          type: 'date',
          admin: { date: { pickerAppearance: 'dayAndTime' } },
        },
        { name: 'recovered', type: 'checkbox', defaultValue: false, index: true },
        { name: 'recoveredAt', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' } } },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'remindersSent', type: 'number', defaultValue: 0 },
        {
          name: 'lastReminderAt',
          type: 'date',
          admin: { date: { pickerAppearance: 'dayAndTime' } },
        },
        { name: 'converted', type: 'checkbox', defaultValue: false, index: true },
      ],
    },
    {
      name: 'unsubscribedAt',
      type: 'date',
      admin: { description: 'The visitor asked for no more reminders.', readOnly: true },
    },
    { name: 'booking', type: 'relationship', relationTo: 'bookings' },
  ],
}
