// The staff panel's calls; cookies carry the admin session.
import type { AdminChatSession } from '../operations/listActiveSessions'
import type { PublicChatMessage } from '../types'

async function call<T>(url: string, init?: RequestInit): Promise<T> {
  const res = await fetch(url, {
    credentials: 'include',
    cache: 'no-store',
    ...init,
    headers: { 'Content-Type': 'application/json', ...init?.headers },
  })
  if (!res.ok) throw new Error(`${res.status}: ${(await res.text()) || res.statusText}`)
  return (await res.json()) as T
}

export const adminChatApi = {
  sessions: () => call<{ sessions: AdminChatSession[] }>('/api/admin/chat-sessions'),
  messages: (sessionId: string) =>
    call<{ messages: PublicChatMessage[] }>(
      `/api/admin/chat-messages?sessionId=${encodeURIComponent(sessionId)}`,
    ),
  send: (sessionId: string, message: string) =>
    call<{ message: PublicChatMessage }>('/api/admin/send-message', {
      method: 'POST',
      body: JSON.stringify({ sessionId, message }),
    }),
}
