import type { CollectionConfig } from 'payload'

import { isStaff } from '@server-kit'
import { systemCollection } from '@admin-kit/systemCollection'

const nobody = () => false

/** One line of a conversation: from the visitor, the assistant or staff (admin or Telegram). */
export const ChatMessages: CollectionConfig = {
  slug: 'chat-messages',
  labels: { singular: 'Chat message', plural: 'Chat messages' },
  admin: {
    useAsTitle: 'text',
    defaultColumns: ['session', 'sender', 'text', 'createdAt'],
    ...systemCollection,
  },
  defaultSort: 'createdAt',
  access: { read: isStaff, create: nobody, update: nobody, delete: isStaff },
  fields: [
    {
      name: 'session',
      type: 'relationship',
      relationTo: 'chat-sessions',
      required: true,
      index: true,
    },
    {
      name: 'sender',
      type: 'select',
      required: true,
      options: ['visitor', 'bot', 'staff'],
    },
    { name: 'via', type: 'select', options: ['widget', 'assistant', 'admin', 'telegram'] },
    { name: 'text', type: 'textarea', required: true },
    { name: 'staffName', type: 'text' },
    {
      // A staff reply the visitor had left before reading: emailed once (emailStaffReplies).
      name: 'emailedAt',
      type: 'date',
      index: true,
      admin: { readOnly: true },
    },
  ],
}
