import type { Field } from 'payload'

import {
  ADMIN_ONLY_COLLAPSIBLE,
  centsField,
  instantField,
  JSON_FIELD,
  TEXT_VALUE_FIELD,
} from '@admin-kit/fields/adminFields'

import { paymentPlanFields } from './paymentPlanFields'

const text = (name: string, label: string, extra: object = {}): Field =>
  ({
    name,
    label,
    type: 'text',
    ...extra,
    admin: { readOnly: true, components: { Field: TEXT_VALUE_FIELD } },
  }) as Field

const row = (...fields: Field[]): Field => ({ type: 'row', fields })

/** The signed agreement (operations/signAgreement): the terms version, its hash and the signature. */
const agreementField: Field = {
  name: 'agreement',
  label: 'Signed agreement',
  type: 'group',
  fields: [
    row(
      {
        name: 'termsVersion',
        type: 'relationship',
        relationTo: 'terms-versions',
        admin: { readOnly: true },
      },
      text('version', 'Terms version'),
      text('hash', 'Terms hash (SHA-256)'),
    ),
    row(
      text('signatureName', 'Signed by'),
      instantField('signedAt', 'Signed at'),
      text('documentNumber', 'Agreement number'),
    ),
    row(text('ip', 'IP address'), text('userAgent', 'Browser')),
    // What was signed, frozen (presenters/agreedTerms): the PDF reads this, never the live booking.
    { name: 'agreed', type: 'json', admin: { hidden: true } },
    // Numbered addenda after a change to what was agreed, each with its acceptance (presenters/addenda).
    { name: 'addenda', type: 'json', admin: { hidden: true } },
  ],
}

/**
 * What only code writes (cents, instants, the snapshot, gateway ids), formatted and read-only,
 * for admins in a collapsed section: staff read the same facts in the booking workspace.
 */
export const bookingTechnicalFields: Field = {
  type: 'collapsible',
  label: 'Technical details',
  admin: {
    initCollapsed: true,
    components: { Field: ADMIN_ONLY_COLLAPSIBLE },
  },
  fields: [
    row(
      centsField('packagePriceCents', 'Package'),
      centsField('addOnsTotalCents', 'Add-ons'),
      centsField('travelSurchargeCents', 'Travel'),
      centsField('discountCents', 'Discount'),
    ),
    row(
      centsField('totalCents', 'Total'),
      centsField('depositCents', 'Deposit'),
      centsField('amountDueNowCents', 'Due now'),
      centsField('remainingBalanceCents', 'Balance'),
    ),
    row(
      centsField('amountPaidCents', 'Paid'),
      centsField('refundedCents', 'Refunded'),
      // Money a booking change kept under the cancellation terms: a line of the total, never refunded again.
      centsField('changeFeeCents', 'Change fee'),
      {
        name: 'paymentType',
        type: 'select',
        options: [
          { label: 'Paid in full', value: 'full' },
          { label: 'Deposit', value: 'deposit' },
          { label: 'Payment plan', value: 'plan' },
        ],
        defaultValue: 'full',
        admin: { readOnly: true, components: { Field: TEXT_VALUE_FIELD } },
      },
      text('promoCode', 'Promo code'),
    ),
    row(
      text('balanceDueDate', 'Balance due'),
      text('paymentMethod', 'Payment method'),
      text('paymentIntentId', 'Payment intent', { index: true }),
      text('paymentFailure', 'Last payment failure'),
    ),
    row(
      instantField('confirmedAt', 'Confirmed at'),
      instantField('balanceReminderSentAt', 'Balance reminder sent'),
      instantField('balancePaidAt', 'Balance paid at'),
      instantField('balanceOverdueAlertedAt', 'Overdue alert sent'),
    ),
    {
      name: 'timeline',
      type: 'group',
      fields: [
        row(
          instantField('setupStart', 'Setup starts'),
          instantField('start', 'Starts'),
          instantField('end', 'Ends'),
        ),
      ],
    },
    row(
      {
        name: 'driveMinutes',
        label: 'Drive minutes',
        type: 'number',
        admin: { readOnly: true, components: { Field: TEXT_VALUE_FIELD } },
      },
      {
        name: 'distanceFromBaseKm',
        label: 'Distance from base (km)',
        type: 'number',
        admin: { readOnly: true, components: { Field: TEXT_VALUE_FIELD } },
      },
      instantField('holdExpiresAt', 'Hold lapses at'),
    ),
    row(
      instantField('termsAcceptedAt', 'Terms accepted at'),
      text('termsVersion', 'Terms version'),
      {
        name: 'source',
        type: 'select',
        defaultValue: 'online',
        options: [
          { label: 'Online (wizard)', value: 'online' },
          { label: 'Phone', value: 'phone' },
          { label: 'Email', value: 'email' },
          { label: 'Quote', value: 'quote' },
        ],
        admin: { readOnly: true, components: { Field: TEXT_VALUE_FIELD } },
      },
      {
        name: 'rescheduleCount',
        label: 'Reschedules',
        type: 'number',
        defaultValue: 0,
        admin: { readOnly: true, components: { Field: TEXT_VALUE_FIELD } },
      },
      {
        // Set by a reschedule: the refund the terms gave at that moment is the most any later
        // cancellation or change gives back (a later date never improves the terms).
        name: 'refundCapPercent',
        label: 'Refund terms at most (%)',
        type: 'number',
        admin: { readOnly: true, components: { Field: TEXT_VALUE_FIELD } },
      },
    ),
    text('cartSessionId', 'Cart session', { index: true }),
    agreementField,
    ...paymentPlanFields,
    {
      name: 'snapshot',
      label: 'Snapshot at booking',
      type: 'json',
      admin: { readOnly: true, components: { Field: JSON_FIELD } },
    },
  ],
}
