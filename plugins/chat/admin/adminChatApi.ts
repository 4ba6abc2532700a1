// The staff panel's calls; cookies carry the admin session.
import { apiData } from '@api-client'

import type { AdminChatSession, PublicChatMessage } from '../contract'

const call = <T>(url: string, body?: unknown): Promise<T> =>
  apiData<T>(url, { body, cache: 'no-store' })

export const adminChatApi = {
  sessions: () => call<{ sessions: AdminChatSession[] }>('/api/admin/chat-sessions'),
  messages: (sessionId: string) =>
    call<{ messages: PublicChatMessage[] }>(
      `/api/admin/chat-messages?sessionId=${encodeURIComponent(sessionId)}`,
    ),
  send: (sessionId: string, message: string) =>
    call<{ message: PublicChatMessage }>('/api/admin/send-message', { sessionId, message }),
}
