import type { CollectionConfig } from 'payload'

import { isStaff } from '@server-kit'

import { centsField, instantField, TEXT_VALUE_FIELD } from '@admin-kit/fields/adminFields'

// The quote's own page reads in words and dollars (admin/quotePage), never raw JSON or cents.
const page = '/plugins/quotes/admin/quotePage'
const relationLink = {
  readOnly: true,
  components: { Field: `${page}/RelationLinkField#RelationLinkField` },
}

/**
 * Quotes staff build for a customer (operations/createQuote): priced by the booking plugin's
 * pricing core plus custom lines, numbered Q-YYYY-NNNNN, accepted, signed and paid on
 * /quote/<id>?token=…. Only operations write them; the customer's token is kept hashed.
 */
export const Quotes: CollectionConfig = {
  slug: 'quotes',
  admin: {
    useAsTitle: 'number',
    defaultColumns: ['number', 'customerName', 'status', 'totalCents', 'expiresOn'],
    group: 'Bookings',
    // No raw JSON (API) tab, and no lone 'Edit' tab (a <ul> without <li>: axe's list rule).
    hideAPIURL: true,
    components: {
      beforeListTable: ['/plugins/quotes/admin/BuildQuoteLink#BuildQuoteLink'],
      edit: { beforeDocumentControls: [`${page}/QuoteActions#QuoteActions`] },
      views: { edit: { default: { tab: { condition: () => false } } } },
    },
  },
  defaultSort: '-createdAt',
  access: { read: isStaff, create: () => false, update: () => false, delete: () => false },
  fields: [
    { name: 'number', type: 'text', required: true, unique: true, admin: { readOnly: true } },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'sent',
      index: true,
      options: [
        { label: 'Sent', value: 'sent' },
        { label: 'Accepted', value: 'accepted' },
        { label: 'Declined', value: 'declined' },
        { label: 'Expired', value: 'expired' },
      ],
      // In words: Payload's read-only select hides a focusable arrow (axe aria-hidden-focus).
      admin: { readOnly: true, components: { Field: TEXT_VALUE_FIELD } },
    },
    { name: 'customerName', type: 'text', admin: { readOnly: true } },
    { name: 'email', type: 'text', index: true, admin: { readOnly: true } },
    { name: 'lead', type: 'relationship', relationTo: 'inquiries', admin: relationLink },
    { name: 'booking', type: 'relationship', relationTo: 'bookings', admin: relationLink },
    {
      name: 'holdBooking',
      label: 'Booth held by',
      type: 'relationship',
      relationTo: 'bookings',
      admin: relationLink,
    },
    centsField('totalCents', 'Total (taxes included)'),
    {
      name: 'expiresOn',
      label: 'Good until',
      type: 'text',
      required: true,
      admin: {
        readOnly: true,
        components: { Field: TEXT_VALUE_FIELD, Cell: `${page}/DateCell#DateCell` },
      },
    },
    {
      name: 'holdBooth',
      label: 'Booth held until the quote expires',
      type: 'checkbox',
      defaultValue: false,
      admin: { readOnly: true },
    },
    { name: 'revision', type: 'number', defaultValue: 1, admin: { readOnly: true } },
    instantField('acceptedAt', 'Accepted at'),
    // What staff asked for (the booking request) and what the server priced, per revision.
    {
      name: 'request',
      type: 'json',
      admin: {
        readOnly: true,
        components: { Field: `${page}/QuoteRequestField#QuoteRequestField` },
      },
    },
    {
      name: 'priced',
      type: 'json',
      admin: { readOnly: true, components: { Field: `${page}/QuotePricedField#QuotePricedField` } },
    },
    {
      name: 'revisions',
      type: 'json',
      admin: {
        readOnly: true,
        components: { Field: `${page}/QuoteRevisionsField#QuoteRevisionsField` },
      },
    },
    { name: 'accessToken', type: 'text', hidden: true },
    // The link's token is HMAC(secret, nonce), so a revision's email can send the same link again.
    { name: 'accessTokenNonce', type: 'text', hidden: true },
  ],
}
