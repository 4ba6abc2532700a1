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
    { name: 'hours', type: 'text' },
    {
      type: 'row',
      fields: [
        { name: 'ratingValue', type: 'number', min: 0, max: 5 },
        { name: 'reviewCount', type: 'number', min: 0 },
      ],
    },
    {
      name: 'saleBanner',
      type: 'group',
      fields: [
        { name: 'enabled', type: 'checkbox', defaultValue: false },
        { name: 'text', type: 'text' },
      ],
    },
  ],
}
