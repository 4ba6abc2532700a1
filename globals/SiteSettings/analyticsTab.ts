import type { Tab } from 'payload'

/** The Google Analytics and Ads ids the site loads. */
export const analyticsTab: Tab = {
  label: 'Analytics',
  fields: [
    {
      name: 'analytics',
      type: 'group',
      fields: [
        { name: 'gaMeasurementId', type: 'text' },
        { name: 'adsConversionId', type: 'text' },
      ],
    },
  ],
}
