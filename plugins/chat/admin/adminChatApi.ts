// The staff panel's calls; cookies carry the admin session. Polling only logs or retries, so a
// failure is thrown (ApiRequestError, with the server's code) for its catch.
import { ApiRequestError, type ApiResult } from '@api-client'

import { chatApi } from '../contract'

const data = async <T>(sent: Promise<ApiResult<T>>): Promise<T> => {
  const r = await sent
  if (!r.ok) throw new ApiRequestError(r)
  return r.data
}
const fresh = { cache: 'no-store' } as const

export const adminChatApi = {
  sessions: () => data(chatApi.adminSessions({}, fresh)),
  messages: (sessionId: string) => data(chatApi.adminMessages({ query: { sessionId } }, fresh)),
  send: (sessionId: string, message: string) =>
    data(chatApi.adminSend({ body: { sessionId, message } }, fresh)),
}
