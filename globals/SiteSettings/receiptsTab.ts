import type { Tab } from 'payload'

/** The legal details and tax rates printed on receipts, credit notes and invoices. */
export const receiptsTab: Tab = {
  label: 'Receipts and taxes',
  description: 'Printed on every receipt, credit note and invoice. Prices include these taxes.',
  fields: [
    { name: 'legalName', type: 'text', admin: { description: 'The registered name.' } },
    { name: 'legalAddress', type: 'textarea' },
    {
      name: 'gstNumber',
      label: 'GST number',
      type: 'text',
      admin: {
        description: 'The business number with its RT account, e.g. 123456789 RT0001.',
      },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'gstPercent',
          label: 'GST (%)',
          type: 'number',
          defaultValue: 5,
          min: 0,
          max: 30,
        },
        {
          name: 'rstPercent',
          label: 'RST / PST (%)',
          type: 'number',
          defaultValue: 7,
          min: 0,
          max: 30,
        },
      ],
    },
    // QuickBooks Online Canada and Xero carry Manitoba's GST and RST as one sales tax code with
    // two components; the accounting exports (plugins/reports) name it on every line.
    {
      type: 'row',
      fields: [
        {
          name: 'qboTaxCode',
          label: 'QuickBooks Online tax code (GST and RST)',
          type: 'text',
          defaultValue: 'GST/PST MB',
          admin: { description: 'As named in QuickBooks Online, for the accounting export.' },
        },
        {
          name: 'xeroTaxType',
          label: 'Xero tax rate (GST and RST)',
          type: 'text',
          defaultValue: 'GST + PST (MB) on Sales',
          admin: { description: 'As named in Xero, for the accounting export.' },
        },
      ],
    },
  ],
}
