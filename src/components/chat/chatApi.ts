import { ApiRequestError, type ApiResult } from '@api-client'
import { chatApi as chatRoutesApi } from '@chat/contract'

import type { WidgetMessage } from './chatStorage'

// The widget's calls (the chat route table); the session token travels in a header, never in a
// URL. Polling and sending only log or retry, so a failure is thrown (with the server's code).
const init = (token: string | null) => ({
  cache: 'no-store' as const,
  headers: { 'Content-Type': 'application/json', ...(token ? { 'X-Chat-Token': token } : {}) },
})
const data = async <T>(sent: Promise<ApiResult<T>>): Promise<T> => {
  const r = await sent
  if (!r.ok) throw new ApiRequestError(r)
  return r.data
}

export const chatApi = {
  start: (customerName: string, customerEmail: string) =>
    data(
      chatRoutesApi.start(
        {
          body: {
            customerName,
            customerEmail,
            pagePath: window.location.pathname.slice(0, 300),
          },
        },
        init(null),
      ),
    ),
  send: (sessionId: string, token: string, message: string): Promise<{ message: WidgetMessage }> =>
    data(chatRoutesApi.send({ body: { sessionId, message, isFromCustomer: true } }, init(token))),
  update: (sessionId: string, token: string, customerName: string, customerEmail: string) =>
    data(
      chatRoutesApi.update({ id: sessionId, body: { customerName, customerEmail } }, init(token)),
    ),
  bot: (message: string, sessionId: string | null, token: string | null) =>
    data(
      chatRoutesApi.bot({ body: sessionId ? { message, sessionId } : { message } }, init(token)),
    ),
  read: (sessionId: string, token: string, after: string | null) =>
    data(chatRoutesApi.read({ id: sessionId, query: { after } }, init(token))),
}
