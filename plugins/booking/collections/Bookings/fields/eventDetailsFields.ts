import type { Field } from 'payload'

import { instantField } from '@admin-kit/fields/adminFields'

const sentAt = (name: string, label: string): Field => instantField(name, label)

/**
 * What the crew needs on the day, given by the customer on the manage page (or typed by staff),
 * the gallery link staff paste after the event, and when each follow-up email went out.
 */
export const eventDetailsFields: Field = {
  type: 'collapsible',
  label: 'Event details and follow-up',
  fields: [
    {
      name: 'eventDetails',
      type: 'group',
      label: 'Event details (from the customer)',
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'venueContactName', type: 'text', label: 'Venue contact' },
            { name: 'venueContactPhone', type: 'text', label: 'Venue contact phone' },
          ],
        },
        { name: 'boothPlacement', type: 'textarea', label: 'Where the booth goes' },
        {
          type: 'row',
          fields: [
            {
              name: 'powerNearby',
              type: 'select',
              label: 'Power outlet nearby',
              options: [
                { label: 'Yes, within 10 ft', value: 'yes' },
                { label: 'No', value: 'no' },
                { label: 'Not sure', value: 'unsure' },
              ],
            },
            {
              name: 'access',
              type: 'select',
              label: 'Getting in',
              options: [
                { label: 'Ground level, no steps', value: 'ground' },
                { label: 'Elevator', value: 'elevator' },
                { label: 'Stairs only', value: 'stairs' },
              ],
            },
          ],
        },
        {
          type: 'row',
          fields: [
            { name: 'frameText', type: 'text', label: 'Photo frame text' },
            { name: 'frameColours', type: 'text', label: 'Frame colours' },
          ],
        },
        { name: 'welcomeScreenText', type: 'text', label: 'Welcome-screen text' },
        sentAt('submittedAt', 'Given by the customer at'),
      ],
    },
    {
      name: 'galleryUrl',
      type: 'text',
      label: 'Gallery link',
      admin: { description: 'Paste the online gallery URL; the thank-you email links it.' },
      validate: (value: unknown) =>
        !value || /^https?:\/\/\S+$/i.test(String(value)) || 'Enter a full http(s) link.',
    },
    {
      type: 'row',
      fields: [
        sentAt('detailsRequestSentAt', 'Details request sent'),
        sentAt('detailsReminderSentAt', 'Details reminder sent'),
        sentAt('thankYouSentAt', 'Thank-you sent'),
      ],
    },
  ],
}
