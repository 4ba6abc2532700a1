import type { Endpoint } from 'payload'

import { defineEndpoint } from '@server-kit'

import { chatErrors } from '../messages'
import { listActiveSessions } from '../operations/listActiveSessions'
import { openSessionForStaff } from '../operations/openSessionForStaff'
import { postStaffReply } from '../operations/postStaffReply'
import { adminMessagesSchema, adminSendSchema } from './schemas'

const noStore = { 'Cache-Control': 'no-store' }

/** Staff live chat: the spec's three admin calls, for logged-in staff only. */
export const adminEndpoints: Endpoint[] = [
  defineEndpoint({
    path: '/admin/chat-sessions',
    method: 'get',
    auth: 'staff',
    run: async ({ req }) => ({
      ok: true,
      body: { sessions: await listActiveSessions({ req }) },
      headers: noStore,
    }),
  }),
  defineEndpoint({
    path: '/admin/chat-messages',
    method: 'get',
    auth: 'staff',
    schema: adminMessagesSchema,
    errors: chatErrors,
    run: async ({ req, data }) => {
      const r = await openSessionForStaff({ req, sessionId: data.sessionId })
      return r.ok ? { ok: true, body: { messages: r.messages }, headers: noStore } : r
    },
  }),
  defineEndpoint({
    path: '/admin/send-message',
    method: 'post',
    auth: 'staff',
    schema: adminSendSchema,
    errors: { ...chatErrors, empty_message: { status: 400, message: 'Message cannot be empty' } },
    run: async ({ req, data }) => {
      const r = await postStaffReply({
        req,
        sessionId: data.sessionId,
        text: data.message,
        via: 'admin',
      })
      return r.ok ? { ok: true, status: 201, body: { message: r.message } } : r
    },
  }),
]
