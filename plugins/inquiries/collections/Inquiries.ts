import type { CollectionConfig } from 'payload'

import { isAdmin, isStaff } from '@server-kit'

import { leadFields, recordLeadHistory } from './leadHistory'

/**
 * Messages visitors send (contact form, custom quotes, no-availability and outside-area requests,
 * chats that asked for a person),
 * each a lead: new, contacted, quoted, won or lost (with a reason), its changes in its history.
 */
export const Inquiries: CollectionConfig = {
  slug: 'inquiries',
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'kind', 'email', 'status', 'createdAt'],
    group: 'Leads',
    // Status links with counts above the list; each filters it (the list keeps `where`).
    components: { beforeList: ['/plugins/inquiries/admin/LeadStatusCounts#LeadStatusCounts'] },
  },
  defaultSort: '-createdAt',
  access: { read: isStaff, create: () => false, update: isStaff, delete: isAdmin },
  hooks: { beforeChange: [recordLeadHistory] },
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'kind',
          type: 'select',
          required: true,
          index: true,
          defaultValue: 'contact',
          options: [
            { label: 'Contact message', value: 'contact' },
            { label: 'Custom quote', value: 'custom_quote' },
            { label: 'No availability (assistance)', value: 'accommodation' },
            { label: 'Outside service area', value: 'outside_area' },
            { label: 'Accessibility feedback', value: 'accessibility' },
            { label: 'Chat (asked for a person)', value: 'chat' },
          ],
        },
        {
          // One lead per chat: the conversation staff open from the lead (operations/chatLead).
          name: 'chatSession',
          label: 'Chat',
          type: 'relationship',
          relationTo: 'chat-sessions',
          unique: true,
          admin: { readOnly: true, condition: (data) => data?.kind === 'chat' },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'name', type: 'text', required: true },
        { name: 'email', type: 'email', required: true },
        { name: 'phone', type: 'text' },
      ],
    },
    { name: 'message', type: 'textarea' },
    { name: 'address', type: 'text', label: 'Event address' },
    {
      type: 'row',
      fields: [
        // Stored as people read them ('Saturday, June 12, 2027', '6:00 PM'): see readableSlot.
        { name: 'requestedDate', type: 'text' },
        { name: 'requestedTime', type: 'text' },
        { name: 'packageName', type: 'text' },
      ],
    },
    {
      type: 'row',
      admin: { condition: (data) => data?.kind === 'accessibility' },
      fields: [
        { name: 'accessibleDocument', type: 'text', label: 'Document wanted' },
        { name: 'accessibleFormat', type: 'text', label: 'In this format' },
      ],
    },
    { name: 'pageUrl', type: 'text' },
    ...leadFields,
  ],
}
