import type { CollectionConfig } from 'payload'

import { isStaff } from '@server-kit'

/**
 * Each phone number's text-message consent: the wording the customer agreed to and when, and
 * STOP / START replies (Twilio's inbound webhook). Written by code only; staff read it.
 */
export const SmsSubscribers: CollectionConfig = {
  slug: 'sms-subscribers',
  labels: { singular: 'Text-message consent', plural: 'Text-message consents' },
  admin: {
    useAsTitle: 'phone',
    defaultColumns: ['phone', 'status', 'consentAt', 'source'],
    group: 'Work',
    description: 'Who agreed to text messages, with the words they saw; a STOP reply ends it.',
  },
  access: { read: isStaff, create: () => false, update: () => false, delete: () => false },
  fields: [
    { name: 'phone', type: 'text', required: true, unique: true, index: true },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'subscribed',
      options: [
        { label: 'Receives texts', value: 'subscribed' },
        { label: 'Replied STOP: no texts', value: 'stopped' },
      ],
    },
    { name: 'consentWording', type: 'textarea' },
    { name: 'consentAt', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' } } },
    { name: 'source', type: 'text', admin: { description: 'Where the consent was given.' } },
    { name: 'stoppedAt', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' } } },
  ],
}
