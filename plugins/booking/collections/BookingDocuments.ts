import type { CollectionConfig, Field } from 'payload'

import { isStaff } from '@server-kit'

import { centsField } from '@admin-kit/fields/adminFields'
import { documentPdfEndpoint } from '../endpoints/documentPdf'

const money = (name: string, label: string): Field =>
  centsField(name, label, { required: true, defaultValue: undefined } as Partial<Field>)

const text = (name: string, label?: string): Field => ({
  name,
  label,
  type: 'text',
  admin: { readOnly: true },
})

/**
 * Receipts, credit notes and invoices, each numbered once in the transaction that moved the
 * money (operations/issueDocument). Nothing edits them afterwards: a correction is a new
 * document (a credit note), as bookkeeping expects. Amounts in cents, taxes included.
 */
export const BookingDocuments: CollectionConfig = {
  slug: 'booking-documents',
  labels: { singular: 'Receipt or invoice', plural: 'Receipts and invoices' },
  admin: {
    useAsTitle: 'number',
    defaultColumns: ['number', 'kind', 'booking', 'billedTo', 'amountCents', 'issuedAt'],
    group: 'Money',
  },
  defaultSort: '-issuedAt',
  access: { read: isStaff, create: () => false, update: () => false, delete: () => false },
  endpoints: [documentPdfEndpoint],
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'number', type: 'text', required: true, unique: true, admin: { readOnly: true } },
        {
          name: 'kind',
          type: 'select',
          required: true,
          index: true,
          admin: { readOnly: true },
          options: [
            { label: 'Receipt', value: 'receipt' },
            { label: 'Credit note', value: 'credit_note' },
            { label: 'Invoice', value: 'invoice' },
          ],
        },
        {
          name: 'issuedAt',
          type: 'date',
          required: true,
          admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
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
          // Not required: an admin deleting a booking leaves its documents (with their snapshot).
          index: true,
          admin: { readOnly: true },
        },
        // Kept for bookkeeping; staff read the method instead of a gateway's intent id.
        {
          name: 'payment',
          type: 'relationship',
          relationTo: 'payments',
          admin: { readOnly: true, hidden: true },
        },
      ],
    },
    text('description'),
    {
      type: 'row',
      fields: [text('billedTo', 'Billed to'), text('billedEmail', 'Email'), text('method')],
    },
    {
      type: 'row',
      fields: [
        money('amountCents', 'Amount (taxes included)'),
        money('netCents', 'Before tax'),
        money('gstCents', 'GST'),
        money('rstCents', 'RST'),
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'gstPercent', label: 'GST (%)', type: 'number', admin: { readOnly: true } },
        { name: 'rstPercent', label: 'RST (%)', type: 'number', admin: { readOnly: true } },
      ],
    },
    {
      name: 'seller',
      type: 'group',
      admin: { description: 'The business as Site Settings named it when this was issued.' },
      fields: [
        {
          type: 'row',
          fields: [text('legalName', 'Legal name'), text('gstNumber', 'GST number')],
        },
        text('address'),
        text('phone'),
        text('email'),
      ],
    },
    // Its lines (each with its tax), the booking's total, paid before and the balance after, as
    // issued: the booking may change later, the document never does. Printed on its page and PDF
    // (a json field's editor loads from a CDN, so it stays hidden here).
    { name: 'breakdown', type: 'json', admin: { hidden: true } },
    // Winnipeg date printed on the document; the year and sequence behind its number.
    { name: 'issuedOn', type: 'text', required: true, admin: { hidden: true } },
    { name: 'year', type: 'number', required: true, admin: { hidden: true } },
    { name: 'sequence', type: 'number', required: true, admin: { hidden: true } },
    // What it was issued for (e.g. receipt:payment:12): a retried payment never gets two.
    {
      name: 'sourceKey',
      type: 'text',
      required: true,
      unique: true,
      admin: { hidden: true },
    },
  ],
}
