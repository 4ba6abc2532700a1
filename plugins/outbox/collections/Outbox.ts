import type { CollectionConfig } from 'payload'

import { isStaff } from '@server-kit'

// An email as stored (its body, or the sealed original with its attachments), in characters.
const MAX_STORED_EMAIL = 10_000_000

/**
 * Every email the site sends: staff read it on its booking or here and can resend it. Secrets in
 * links (reset tokens, booking and cart links) are redacted in this copy (see readableCopy).
 * Without SMTP (the `npm start` default) this is where the confirmation and its .ics are read.
 */
export const Outbox: CollectionConfig = {
  slug: 'outbox',
  labels: { singular: 'Message', plural: 'Outbox' },
  admin: {
    useAsTitle: 'subject',
    defaultColumns: ['subject', 'channel', 'to', 'status', 'createdAt', 'booking'],
    group: 'Work', // Payload's nav is off (staffNavPlugin); Messages → Outbox links it
    description:
      'Every email and text message the site sent, with its delivery status. Open one to read it.',
    components: {
      beforeListTable: ['/packages/admin-kit/fields/PaginationNames#PaginationNames'],
    },
  },
  defaultSort: '-createdAt',
  // Written only by the email adapter (Local API); nobody edits a sent message.
  access: { read: isStaff, create: () => false, update: () => false, delete: () => false },
  fields: [
    {
      name: 'preview',
      type: 'ui',
      admin: { components: { Field: '/plugins/outbox/admin/EmailPreview#EmailPreview' } },
    },
    {
      type: 'row',
      fields: [
        { name: 'to', type: 'text', required: true, index: true },
        { name: 'subject', type: 'text', required: true },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'status',
          type: 'select',
          required: true,
          index: true,
          defaultValue: 'sending',
          options: [
            { label: 'Sending', value: 'sending' },
            { label: 'Sent', value: 'sent' },
            { label: 'Queued (mail server unreachable; retrying)', value: 'queued' },
            { label: 'Failed (gave up after retrying)', value: 'failed' },
            // Why is in `error` (the preview says it): no delivery set up, or a text's number opted out.
            { label: 'Not sent', value: 'not_sent' },
          ],
        },
        { name: 'transport', type: 'text' },
        { name: 'error', type: 'text' },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'attempts', type: 'number', defaultValue: 0 },
        {
          name: 'lastAttemptAt',
          type: 'date',
          admin: { date: { pickerAppearance: 'dayAndTime' } },
        },
        {
          name: 'nextAttemptAt',
          type: 'date',
          index: true,
          admin: {
            date: { pickerAppearance: 'dayAndTime' },
            description: 'When the retry job tries a queued message again.',
          },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'booking',
          type: 'relationship',
          relationTo: 'bookings',
          index: true,
          // Payload's relationship cell showed '<No Booking>' for linked rows: this one reads it.
          admin: { components: { Cell: '/plugins/outbox/admin/BookingCell#BookingCell' } },
        },
        { name: 'resendOf', type: 'relationship', relationTo: 'outbox' },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'channel',
          type: 'select',
          defaultValue: 'email',
          index: true,
          options: [
            { label: 'Email', value: 'email' },
            { label: 'Text message', value: 'sms' },
          ],
        },
        {
          name: 'deliveryStatus',
          label: 'Delivery (as the SMS provider reported it)',
          type: 'text',
          admin: { condition: (data) => data?.channel === 'sms' },
        },
        { name: 'providerId', label: 'Provider message id', type: 'text', index: true },
      ],
    },
    // One text per purpose (e.g. the day-before reminder of one booking), whichever server runs it.
    { name: 'dedupeKey', type: 'text', unique: true, admin: { hidden: true } },
    { name: 'from', type: 'text' },
    { name: 'replyTo', type: 'text' },
    {
      name: 'kind',
      type: 'text',
      index: true,
      admin: { readOnly: true, description: 'What the email is (see docs/privacy-and-casl.md).' },
    },
    // Extra headers as sent (List-Unsubscribe...), redacted like the body; shown in the preview.
    { name: 'headers', type: 'textarea', admin: { hidden: true } },
    // Payload caps text at 40,000 characters by default; an email with its PDFs is longer.
    { name: 'text', type: 'textarea', maxLength: MAX_STORED_EMAIL, admin: { hidden: true } },
    { name: 'html', type: 'textarea', maxLength: MAX_STORED_EMAIL, admin: { hidden: true } },
    {
      // The original of a message whose readable copy was redacted, encrypted: only the retry
      // job and Resend (Local API, overrideAccess) read it; no API, admin or export returns it.
      name: 'sealed',
      type: 'textarea',
      maxLength: MAX_STORED_EMAIL,
      access: { read: () => false, create: () => false, update: () => false },
      admin: { hidden: true, disableListColumn: true, disableListFilter: true },
    },
    {
      name: 'attachments',
      type: 'json',
      admin: { hidden: true, description: 'filename, contentType, base64 content' },
    },
  ],
}
