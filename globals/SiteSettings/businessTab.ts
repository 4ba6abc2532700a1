import type { Tab } from 'payload'

/** The business name, contact, hours, rating and sale banner shown on the site. */
export const businessTab: Tab = {
  label: 'Business',
  fields: [
    { name: 'businessName', type: 'text', required: true },
    {
      type: 'row',
      fields: [
        { name: 'phone', type: 'text', required: true },
        { name: 'email', type: 'email', required: true },
      ],
    },
    {
      name: 'mailingAddress',
      type: 'textarea',
      admin: {
        description:
          'Printed in every marketing email (Canada’s anti-spam law): a street address or PO box where mail reaches you. Without it, no marketing email is sent.',
      },
    },
    { name: 'hours', type: 'text' },
    {
      type: 'row',
      fields: [
        { name: 'ratingValue', type: 'number', min: 0, max: 5 },
        { name: 'reviewCount', type: 'number', min: 0 },
      ],
    },
    {
      name: 'ratingSource',
      label: 'Where the rating comes from',
      type: 'text',
      admin: {
        description:
          'A link where customers can read these reviews (for example your Google reviews). A rating must come from real reviews: without them, clear the rating to hide it.',
      },
    },
    {
      name: 'saleBanner',
      type: 'group',
      fields: [
        { name: 'enabled', type: 'checkbox', defaultValue: false },
        {
          name: 'text',
          type: 'text',
          admin: {
            description: 'Prices include GST and RST: if it mentions tax, say who pays it.',
          },
        },
      ],
    },
  ],
}
