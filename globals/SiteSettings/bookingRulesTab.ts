import type { Tab } from 'payload'

/** Where the booths start from and the rules every booking follows. */
export const bookingRulesTab: Tab = {
  label: 'Booking rules',
  fields: [
    {
      name: 'baseLocation',
      type: 'group',
      fields: [
        { name: 'name', type: 'text' },
        {
          type: 'row',
          fields: [
            { name: 'lat', type: 'number' },
            { name: 'lon', type: 'number' },
          ],
        },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'maxDriveMinutes', type: 'number', defaultValue: 120, min: 0 },
        { name: 'minNoticeDays', type: 'number', defaultValue: 7, min: 0 },
        { name: 'depositPercent', type: 'number', defaultValue: 25, min: 0, max: 100 },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'discountCapPercent', type: 'number', defaultValue: 95, min: 0, max: 100 },
        {
          name: 'holdMinutes',
          type: 'number',
          defaultValue: 30,
          min: 1,
          admin: { description: 'How long an unpaid booking holds its booth.' },
        },
        {
          name: 'waitlistOfferHours',
          type: 'number',
          defaultValue: 12,
          min: 1,
          max: 72,
          admin: {
            description:
              'How long a waitlist offer holds the freed booth for the person offered (hours).',
          },
        },
        {
          name: 'bufferMinutes',
          type: 'number',
          defaultValue: 60,
          min: 0,
          admin: { description: 'Teardown and travel after each event.' },
        },
        {
          name: 'bookingHorizonDays',
          type: 'number',
          defaultValue: 730,
          min: 1,
          max: 3650,
          admin: { description: 'How far ahead online bookings may be made (days).' },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'freeReschedules',
          type: 'number',
          defaultValue: 1,
          min: 0,
          max: 10,
          admin: {
            description:
              'Reschedules a customer may make online from the manage link; after that they are asked to call.',
          },
        },
        {
          name: 'detailsRequestDaysBefore',
          type: 'number',
          defaultValue: 7,
          min: 1,
          max: 60,
          admin: { description: 'Days before the event the event-details email goes out.' },
        },
        {
          name: 'detailsReminderDaysBefore',
          type: 'number',
          defaultValue: 3,
          min: 1,
          max: 30,
          admin: {
            description: 'Days before the event, one reminder if details are missing.',
          },
        },
      ],
    },
    {
      name: 'reviewUrl',
      type: 'text',
      admin: {
        description: 'Review link in the thank-you email the day after an event (e.g. Google).',
      },
    },
    {
      name: 'booths',
      type: 'array',
      minRows: 2,
      maxRows: 2,
      fields: [
        { name: 'key', type: 'select', required: true, options: ['booth1', 'booth2'] },
        { name: 'name', type: 'text', required: true },
      ],
    },
  ],
}
