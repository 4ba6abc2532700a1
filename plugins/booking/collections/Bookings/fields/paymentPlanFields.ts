import type { Field } from 'payload'

import { JSON_FIELD, TEXT_VALUE_FIELD } from '@admin-kit/fields/adminFields'

const json = (name: string, label: string): Field => ({
  name,
  label,
  type: 'json',
  admin: { readOnly: true, components: { Field: JSON_FIELD } },
})

/**
 * The payment schedule (issue 35), written only under the booking's row lock: the plan's parts
 * (core/paymentPlan.ts), the saved card and the customer's stored consent to charge it.
 */
export const paymentPlanFields: Field[] = [
  {
    type: 'row',
    fields: [
      {
        name: 'autopay',
        label: 'Automatic payments',
        type: 'checkbox',
        defaultValue: false,
        index: true,
        admin: { readOnly: true },
      },
      {
        // The earliest date the charge job has work for: a part's due date or its retry.
        name: 'nextChargeOn',
        label: 'Next automatic charge',
        type: 'text',
        index: true,
        admin: { readOnly: true, components: { Field: TEXT_VALUE_FIELD } },
      },
    ],
  },
  json('paymentPlan', 'Payment plan'),
  // { brand, last4, customerId, paymentMethodId }: the gateway's ids, never a card number.
  json('cardOnFile', 'Card on file'),
  // { at, version, wording, ip, userAgent }: what the customer agreed to, as shown.
  json('autopayConsent', 'Automatic payment consent'),
]
