import type { CollectionConfig } from 'payload'

import { isAdmin, isStaff } from '@server-kit'

import { centsField, MONEY_CELL, MONEY_FIELD } from '@admin-kit/fields/adminFields'

/**
 * One row per payment intent (Stripe or the demo gateway). The gateway is the truth about
 * money; this row records what we asked for and what the gateway last told us.
 */
export const Payments: CollectionConfig = {
  slug: 'payments',
  admin: {
    useAsTitle: 'intentId',
    defaultColumns: ['intentId', 'booking', 'purpose', 'amountCents', 'status', 'gateway'],
    group: 'Money',
  },
  defaultSort: '-createdAt',
  access: { read: isStaff, create: () => false, update: isAdmin, delete: () => false },
  fields: [
    { name: 'booking', type: 'relationship', relationTo: 'bookings', required: true, index: true },
    {
      type: 'row',
      fields: [
        {
          name: 'gateway',
          type: 'select',
          required: true,
          // offline: cash or e-transfer that staff recorded; no gateway holds it.
          options: ['stripe', 'demo', 'offline'],
        },
        { name: 'intentId', type: 'text', required: true, unique: true, index: true },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'purpose',
          type: 'select',
          required: true,
          defaultValue: 'initial',
          // A tip (issue 35) is its own money: never part of what the booking owes.
          options: ['initial', 'balance', 'tip'],
        },
        { name: 'paymentType', type: 'select', options: ['full', 'deposit', 'plan'] },
        { name: 'promoCode', type: 'text' },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'amountCents',
          label: 'Amount asked',
          type: 'number',
          required: true,
          admin: { components: { Field: MONEY_FIELD, Cell: MONEY_CELL } },
        },
        centsField('receivedCents', 'Received'),
        centsField('refundedCents', 'Refunded'),
      ],
    },
    {
      type: 'row',
      fields: [
        // The customer asked for this card to be kept for the plan's charges (issue 35).
        { name: 'saveCard', type: 'checkbox', defaultValue: false },
        // Charged off-session by the schedule job: the instalment's id in the booking's plan.
        { name: 'instalmentId', type: 'text', index: true },
        // The demo gateway's saved "card" (an outcome and last 4 digits, never a card number).
        { name: 'demoCard', type: 'text', admin: { hidden: true } },
      ],
    },
    {
      name: 'status',
      type: 'select',
      required: true,
      index: true,
      defaultValue: 'requires_payment_method',
      options: [
        'requires_payment_method',
        'requires_action',
        'processing',
        'succeeded',
        'failed',
        'canceled',
        'refunded',
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'method', type: 'text' },
        { name: 'failureMessage', type: 'text' },
      ],
    },
    { name: 'note', type: 'text', admin: { description: 'Staff note on an offline payment.' } },
    // The demo gateway keeps its client secret here; Stripe's stays at Stripe.
    {
      name: 'clientSecret',
      type: 'text',
      access: { read: () => false, update: () => false },
      admin: { hidden: true },
    },
  ],
}
