import type { Endpoint } from 'payload'

import { defineEndpoint, rateLimit } from '@server-kit'

import { chatErrors } from '../messages'
import { botReply } from '../operations/botReply'
import { readVisitorMessages } from '../operations/readVisitorMessages'
import { sendVisitorMessage } from '../operations/sendVisitorMessage'
import { startSession } from '../operations/startSession'
import { updateSessionContact } from '../operations/updateSessionContact'
import type { ChatPluginOptions } from '../types'
import { CHAT_RATES } from './rates'
import {
  botResponseSchema,
  chatToken,
  contactSchema,
  readMessagesSchema,
  sendMessageSchema,
} from './schemas'

/** The widget's endpoints; each reaches only the session whose token it presents. */
export const visitorEndpoints = ({ notify }: ChatPluginOptions): Endpoint[] => [
  defineEndpoint({
    path: '/chat/start-session',
    method: 'post',
    schema: contactSchema,
    rateLimit: CHAT_RATES.start,
    run: async ({ req, data }) => {
      const r = await startSession({ req, input: data, notify })
      return { ok: true, status: 201, body: { sessionId: r.sessionId, token: r.token } }
    },
  }),
  defineEndpoint({
    path: '/chat/send-message',
    method: 'post',
    schema: sendMessageSchema,
    rateLimit: CHAT_RATES.send,
    errors: chatErrors,
    run: async ({ req, data }) => {
      const r = await sendVisitorMessage({
        req,
        sessionId: data.sessionId,
        token: chatToken(req),
        text: data.message,
        notify,
      })
      return r.ok ? { ok: true, status: 201, body: { message: r.message } } : r
    },
  }),
  defineEndpoint({
    path: '/chat/session/:id',
    method: 'put',
    schema: contactSchema.required({ customerName: true, customerEmail: true }),
    rateLimit: CHAT_RATES.update,
    errors: chatErrors,
    run: async ({ req, data, params }) => {
      const r = await updateSessionContact({
        req,
        sessionId: params.id,
        token: chatToken(req),
        customerName: data.customerName,
        customerEmail: data.customerEmail,
      })
      return r.ok ? { ok: true, body: { ok: true } } : r
    },
  }),
  readMessagesEndpoint(),
  defineEndpoint({
    path: '/chat/bot-response',
    method: 'post',
    schema: botResponseSchema,
    rateLimit: CHAT_RATES.bot,
    errors: chatErrors,
    run: async ({ req, data }) => {
      const r = await botReply({
        req,
        question: data.message,
        sessionId: data.sessionId,
        token: chatToken(req),
        now: new Date(),
      })
      return r.ok
        ? { ok: true, body: { response: r.response, kind: r.kind, message: r.message } }
        : r
    },
  }),
]

/** The widget polls its session's messages; a wrong token also spends the miss budget. */
function readMessagesEndpoint(): Endpoint {
  return defineEndpoint({
    path: '/chat/session/:id/messages',
    method: 'get',
    schema: readMessagesSchema,
    errors: chatErrors,
    // Counted per address, never per (address, session id): new ids must not buy new budget.
    rateLimit: CHAT_RATES.read,
    run: async ({ req, data, params }) => {
      const r = await readVisitorMessages({
        req,
        sessionId: params.id,
        token: chatToken(req),
        after: data.after,
      })
      if (!r.ok) {
        const limited = await rateLimit(req, CHAT_RATES.readMiss.name, CHAT_RATES.readMiss)
        return limited ?? r
      }
      return { ok: true, body: r, headers: { 'Cache-Control': 'no-store' } }
    },
  })
}
