import type { CollectionConfig, Field } from 'payload'

import { isAdmin, isStaff } from '@server-kit'

import { eventDetailsFields } from './eventDetailsFields'
import { historyField } from './historyField'
import { lockFields } from './lockFields'

const cents = (name: string, label: string): Field => ({
  name,
  label,
  type: 'number',
  defaultValue: 0,
  admin: {
    description: 'Cents (CAD).',
    readOnly: true,
    components: { Cell: '/plugins/booking/admin/MoneyCell#MoneyCell' },
  },
})

// Changed only by operations (wizard, webhook, staff actions, self-service), each with a history entry.
const LOCKED = new Set([
  'reference',
  'status',
  'package',
  'addOns',
  'eventDate',
  'eventTime',
  'packagePriceCents',
  'addOnsTotalCents',
  'travelSurchargeCents',
  'discountCents',
  'totalCents',
  'depositCents',
  'amountDueNowCents',
  'remainingBalanceCents',
  'amountPaidCents',
  'paymentType',
  'promoCode',
  'balanceDueDate',
  'paymentMethod',
  'paymentIntentId',
  'refundedCents',
  'confirmedAt',
  'paymentFailure',
  'balanceReminderSentAt',
  'balanceOverdueAlertedAt',
  'balancePaidAt',
  'booths',
  'timeline',
  'holdExpiresAt',
  'snapshot',
  'termsAcceptedAt',
  'termsVersion',
  'source',
  'rescheduleCount',
  'detailsRequestSentAt',
  'detailsReminderSentAt',
  'thankYouSentAt',
])

// Created only by the booking endpoint (server-priced); visitors never list or read them here.
export const Bookings: CollectionConfig = {
  slug: 'bookings',
  admin: {
    useAsTitle: 'reference',
    defaultColumns: [
      'reference',
      'eventDate',
      'eventTime',
      'booths',
      'lastName',
      'status',
      'totalCents',
      'remainingBalanceCents',
    ],
    group: 'Bookings',
    components: {
      beforeListTable: ['/plugins/booking/admin/BookingListFilters#BookingListFilters'],
    },
  },
  defaultSort: '-createdAt',
  access: { read: isStaff, create: () => false, update: isStaff, delete: isAdmin },
  fields: lockFields(
    [
      {
        name: 'actions',
        type: 'ui',
        admin: { components: { Field: '/plugins/booking/admin/BookingActions#BookingActions' } },
      },
      {
        name: 'documents',
        type: 'ui',
        admin: {
          components: { Field: '/plugins/booking/admin/BookingDocuments#BookingDocuments' },
        },
      },
      { name: 'reference', type: 'text', index: true, admin: { readOnly: true } },
      {
        name: 'status',
        type: 'select',
        required: true,
        index: true,
        defaultValue: 'pending_payment',
        options: ['pending_payment', 'confirmed', 'cancelled', 'expired', 'refunded'],
      },
      {
        type: 'row',
        fields: [
          { name: 'firstName', type: 'text', required: true },
          {
            name: 'lastName',
            type: 'text',
            required: true,
            label: 'Customer',
            admin: { components: { Cell: '/plugins/booking/admin/CustomerCell#CustomerCell' } },
          },
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
          { name: 'eventType', type: 'text' },
          { name: 'guestCount', type: 'number' },
          { name: 'referralSource', type: 'text' },
        ],
      },
      { name: 'notes', type: 'textarea' },
      eventDetailsFields,
      {
        type: 'row',
        fields: [
          { name: 'package', type: 'relationship', relationTo: 'packages', required: true },
          { name: 'backdrop', type: 'relationship', relationTo: 'backdrops' },
        ],
      },
      {
        type: 'row',
        fields: [
          {
            name: 'eventDate',
            type: 'text',
            required: true,
            index: true,
            admin: { description: 'YYYY-MM-DD (Winnipeg).' },
          },
          {
            name: 'eventTime',
            type: 'text',
            required: true,
            admin: {
              description: 'HH:mm (Winnipeg).',
              components: { Cell: '/plugins/booking/admin/TimeCell#TimeCell' },
            },
          },
        ],
      },
      {
        name: 'addOns',
        type: 'array',
        admin: { readOnly: true },
        fields: [
          { name: 'addOn', type: 'relationship', relationTo: 'add-ons' },
          { name: 'name', type: 'text' },
          { name: 'quantity', type: 'number' },
          cents('amountCents', 'Amount'),
        ],
      },
      {
        type: 'collapsible',
        label: 'Price (computed on the server)',
        fields: [
          {
            type: 'row',
            fields: [
              cents('packagePriceCents', 'Package'),
              cents('addOnsTotalCents', 'Add-ons'),
              cents('travelSurchargeCents', 'Travel'),
            ],
          },
          {
            type: 'row',
            fields: [
              cents('discountCents', 'Discount'),
              cents('totalCents', 'Total'),
              cents('depositCents', 'Deposit'),
            ],
          },
          {
            type: 'row',
            fields: [
              cents('amountDueNowCents', 'Due now'),
              cents('remainingBalanceCents', 'Balance'),
              cents('amountPaidCents', 'Paid'),
            ],
          },
          {
            type: 'row',
            fields: [
              {
                name: 'paymentType',
                type: 'select',
                options: ['full', 'deposit'],
                defaultValue: 'full',
              },
              { name: 'promoCode', type: 'text' },
              { name: 'balanceDueDate', type: 'text' },
            ],
          },
          {
            type: 'row',
            fields: [
              { name: 'paymentMethod', type: 'text' },
              { name: 'paymentIntentId', type: 'text', index: true },
            ],
          },
          {
            type: 'row',
            fields: [
              cents('refundedCents', 'Refunded'),
              {
                name: 'confirmedAt',
                type: 'date',
                admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
              },
              {
                name: 'paymentFailure',
                type: 'text',
                admin: { readOnly: true, description: 'Last failure the gateway reported.' },
              },
            ],
          },
          {
            type: 'row',
            fields: [
              {
                name: 'balanceReminderSentAt',
                type: 'date',
                admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
              },
              {
                name: 'balancePaidAt',
                type: 'date',
                admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
              },
              {
                name: 'balanceOverdueAlertedAt',
                type: 'date',
                admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
              },
            ],
          },
        ],
      },
      {
        type: 'collapsible',
        label: 'Schedule',
        fields: [
          {
            name: 'booths',
            label: 'Booth',
            type: 'select',
            hasMany: true,
            options: [
              { label: 'Booth 1', value: 'booth1' },
              { label: 'Booth 2', value: 'booth2' },
            ],
          },
          {
            // Set when recomputing times under new zone rules made this booking overlap another.
            name: 'scheduleConflict',
            type: 'text',
            admin: {
              readOnly: true,
              description:
                'Staff: this booking overlaps another after a time-rule change. Check the booths.',
            },
          },
          {
            name: 'timeline',
            type: 'group',
            fields: [
              {
                type: 'row',
                fields: [
                  {
                    name: 'setupStart',
                    type: 'date',
                    admin: { date: { pickerAppearance: 'dayAndTime' } },
                  },
                  {
                    name: 'start',
                    type: 'date',
                    admin: { date: { pickerAppearance: 'dayAndTime' } },
                  },
                  {
                    name: 'end',
                    type: 'date',
                    admin: { date: { pickerAppearance: 'dayAndTime' } },
                  },
                ],
              },
            ],
          },
          {
            type: 'row',
            fields: [
              { name: 'driveMinutes', type: 'number' },
              { name: 'distanceFromBaseKm', type: 'number' },
            ],
          },
          {
            name: 'holdExpiresAt',
            type: 'date',
            admin: { date: { pickerAppearance: 'dayAndTime' } },
          },
        ],
      },
      {
        name: 'snapshot',
        type: 'json',
        admin: {
          readOnly: true,
          description: 'Package, add-ons, backdrop and price lines as they were at booking.',
        },
      },
      {
        type: 'row',
        fields: [
          {
            name: 'termsAcceptedAt',
            type: 'date',
            admin: { date: { pickerAppearance: 'dayAndTime' } },
          },
          { name: 'termsVersion', type: 'text' },
        ],
      },
      {
        type: 'row',
        fields: [
          {
            name: 'source',
            type: 'select',
            defaultValue: 'online',
            options: [
              { label: 'Online (wizard)', value: 'online' },
              { label: 'Phone', value: 'phone' },
              { label: 'Email', value: 'email' },
            ],
          },
          {
            name: 'rescheduleCount',
            type: 'number',
            defaultValue: 0,
            admin: { description: 'The first reschedule is free.' },
          },
        ],
      },
      historyField,
      {
        name: 'emails',
        type: 'join',
        collection: 'outbox',
        on: 'booking',
        admin: { defaultColumns: ['subject', 'to', 'status', 'createdAt'] },
      },
      { name: 'cartSessionId', type: 'text', index: true },
      // Who made the hold (rate-limit client key): caps the unpaid holds one client can keep.
      { name: 'clientKey', type: 'text', index: true, admin: { hidden: true } },
      // SHA-256 of the unguessable token the success page URL carries (operations/bookingToken).
      {
        name: 'accessToken',
        type: 'text',
        index: true,
        access: { read: () => false, update: () => false },
        admin: { hidden: true },
      },
      // With the server secret it rebuilds the token for emailed links; alone it opens nothing.
      {
        name: 'accessTokenNonce',
        type: 'text',
        access: { read: () => false, update: () => false },
        admin: { hidden: true },
      },
    ],
    LOCKED,
  ),
}
