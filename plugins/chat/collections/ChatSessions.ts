import type { CollectionConfig } from 'payload'

import { isStaff } from '@server-kit'
import { systemCollection } from '@admin-kit/systemCollection'

const nobody = () => false

/** One visitor conversation. Visitors reach it only through the session token's hash. */
export const ChatSessions: CollectionConfig = {
  slug: 'chat-sessions',
  labels: { singular: 'Chat session', plural: 'Chat sessions' },
  admin: {
    useAsTitle: 'customerName',
    defaultColumns: [
      'customerName',
      'customerEmail',
      'lastMessage',
      'lastMessageAt',
      'unreadCount',
    ],
    ...systemCollection,
  },
  defaultSort: '-lastMessageAt',
  // Written only by the chat operations (Local API); staff read and may close or delete.
  access: { read: isStaff, create: nobody, update: isStaff, delete: isStaff },
  fields: [
    {
      name: 'sessionId',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      admin: { readOnly: true },
    },
    {
      name: 'tokenHash',
      type: 'text',
      required: true,
      access: { read: nobody, update: nobody },
      admin: { hidden: true },
    },
    { name: 'customerName', type: 'text', required: true, defaultValue: 'Anonymous' },
    { name: 'customerEmail', type: 'text', required: true, defaultValue: 'Not provided' },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'active',
      index: true,
      options: ['active', 'closed'],
    },
    { name: 'unreadCount', type: 'number', defaultValue: 0, admin: { readOnly: true } },
    { name: 'lastMessage', type: 'text', admin: { readOnly: true } },
    { name: 'lastMessageAt', type: 'date', index: true, admin: { readOnly: true } },
    {
      name: 'staffRepliedAt',
      type: 'date',
      admin: {
        readOnly: true,
        description: 'Once staff reply, the assistant answers only when asked.',
      },
    },
    { name: 'pagePath', type: 'text', admin: { readOnly: true } },
    {
      name: 'waitingForPerson',
      type: 'checkbox',
      defaultValue: false,
      index: true,
      admin: { readOnly: true, description: 'The visitor asked for a person; cleared by a reply.' },
    },
    {
      name: 'visitorSeenAt',
      type: 'date',
      admin: {
        readOnly: true,
        description: 'The visitor’s chat window last checked for messages.',
      },
    },
    {
      // In Postgres with the session (not server memory), so any server answers the next line.
      name: 'memory',
      type: 'group',
      admin: { readOnly: true, description: 'What the visitor told the assistant.' },
      fields: [
        { name: 'packageSlug', type: 'text' },
        { name: 'place', type: 'text' },
        { name: 'eventDate', type: 'text' },
        { name: 'eventTime', type: 'text' },
        { name: 'guests', type: 'number' },
      ],
    },
  ],
}
