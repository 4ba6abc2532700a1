import type { Field } from 'payload'

import { isAdminField } from '@server-kit'

const ownOrAdmin = ({ req, id }: { req: { user?: unknown }; id?: number | string }) =>
  isAdminField({ req } as never) || (req.user as { id?: number } | null)?.id === id

/** What the crew plugin adds to users: a phone and Telegram chat for notices, and pay (owner only). */
export const attendantUserFields: Field[] = [
  {
    type: 'collapsible',
    label: 'Event crew',
    admin: { initCollapsed: true },
    fields: [
      { name: 'phone', type: 'text', access: { read: ownOrAdmin as never } },
      {
        name: 'telegramChatId',
        label: 'Telegram chat id',
        type: 'text',
        admin: { description: 'Assignments are also sent here when Telegram is set up.' },
        access: { read: ownOrAdmin as never },
      },
      {
        type: 'row',
        fields: [
          {
            name: 'hourlyRate',
            label: 'Hourly rate ($)',
            type: 'number',
            min: 0,
            admin: { step: 0.01 },
            access: { read: isAdminField, update: isAdminField, create: isAdminField },
          },
          {
            name: 'perEventAmount',
            label: 'Per event ($, optional)',
            type: 'number',
            min: 0,
            admin: { step: 0.01 },
            access: { read: isAdminField, update: isAdminField, create: isAdminField },
          },
        ],
      },
    ],
  },
]
