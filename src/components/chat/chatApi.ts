import { apiData } from '@api-client'

import type { WidgetMessage } from './chatStorage'

// The widget's calls; the session token travels in a header, never in a URL.
const call = <T>(
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  token: string | null,
  body?: unknown,
): Promise<T> =>
  apiData<T>(url, {
    method,
    body,
    cache: 'no-store',
    headers: { 'Content-Type': 'application/json', ...(token ? { 'X-Chat-Token': token } : {}) },
  })

export const chatApi = {
  start: (customerName: string, customerEmail: string) =>
    call<{ sessionId: string; token: string }>('POST', '/api/chat/start-session', null, {
      customerName,
      customerEmail,
      pagePath: window.location.pathname.slice(0, 300),
    }),
  send: (sessionId: string, token: string, message: string) =>
    call<{ message: WidgetMessage }>('POST', '/api/chat/send-message', token, {
      sessionId,
      message,
      isFromCustomer: true,
    }),
  update: (sessionId: string, token: string, customerName: string, customerEmail: string) =>
    call('PUT', `/api/chat/session/${encodeURIComponent(sessionId)}`, token, {
      customerName,
      customerEmail,
    }),
  bot: (message: string, sessionId: string | null, token: string | null) =>
    call<{ response: string | null; message: WidgetMessage | null }>(
      'POST',
      '/api/chat/bot-response',
      token,
      sessionId ? { message, sessionId } : { message },
    ),
  read: (sessionId: string, token: string, after: string | null) =>
    call<{ messages: WidgetMessage[] }>(
      'GET',
      `/api/chat/session/${encodeURIComponent(sessionId)}/messages${after ? `?after=${encodeURIComponent(after)}` : ''}`,
      token,
    ),
}
