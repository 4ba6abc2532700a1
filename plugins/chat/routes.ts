// The chat API's route table: the widget (its token in the X-Chat-Token header) and the staff panel.
import { client, routesOf } from '@api-client'

import type { AdminChatSession, ChatErrorCode, PublicChatMessage } from './contract'

const route = routesOf<ChatErrorCode>()
type Message = PublicChatMessage

export const chatRoutes = {
  start: route<{
    body: { customerName: string; customerEmail: string; pagePath: string }
    res: { sessionId: string; token: string }
  }>().post('/api/chat/start-session'),
  send: route<{
    body: { sessionId: string; message: string; isFromCustomer: true }
    res: { message: Message }
  }>().post('/api/chat/send-message'),
  update: route<{ body: { customerName: string; customerEmail: string } }>().put(
    '/api/chat/session/:id',
  ),
  bot: route<{
    body: { message: string; sessionId?: string }
    res: { response: string | null; message: Message | null }
  }>().post('/api/chat/bot-response'),
  read: route<{ query: { after?: string | null }; res: { messages: Message[] } }>().get(
    '/api/chat/session/:id/messages',
  ),
  adminSessions: route<{ res: { sessions: AdminChatSession[] } }>().get('/api/admin/chat-sessions'),
  adminMessages: route<{ query: { sessionId: string }; res: { messages: Message[] } }>().get(
    '/api/admin/chat-messages',
  ),
  adminSend: route<{
    body: { sessionId: string; message: string }
    res: { message: Message }
  }>().post('/api/admin/send-message'),
}
export const chatApi = client(chatRoutes)
