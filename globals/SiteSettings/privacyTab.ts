import type { Tab } from 'payload'

/** How long personal data is kept: the retention jobs read these (docs/privacy-and-casl.md). */
export const privacyTab: Tab = {
  label: 'Privacy',
  description: 'How long personal information is kept. A nightly job removes what is older.',
  fields: [
    {
      name: 'retention',
      type: 'group',
      label: false,
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'cartDays',
              type: 'number',
              label: 'Abandoned carts (days)',
              defaultValue: 90,
              min: 1,
              admin: { description: 'Deleted this long after their last activity.' },
            },
            {
              name: 'chatDays',
              type: 'number',
              label: 'Chat transcripts (days)',
              defaultValue: 365,
              min: 1,
            },
          ],
        },
        {
          type: 'row',
          fields: [
            {
              name: 'customerYears',
              type: 'number',
              label: 'Customers (years after the tax year of their last event)',
              defaultValue: 6,
              min: 6, // the Canada Revenue Agency keeps businesses to six years of records
            },
            {
              name: 'outboxBodyYears',
              type: 'number',
              label: 'Email bodies in the Outbox (years)',
              defaultValue: 2,
              min: 1,
            },
          ],
        },
      ],
    },
  ],
}
