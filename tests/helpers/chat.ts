import { baseURL } from './payload'
import { visitorIp } from './visitorIp'

/** A chat visitor with its own address (per-client limits) and, once started, its token. */
export function chatVisitor() {
  const ip = visitorIp()
  const state = { sessionId: '', token: '' }
  const call = (method: string, path: string, body?: unknown, token = state.token) =>
    fetch(`${baseURL()}/api${path}`, {
      method,
      headers: {
        'Content-Type': 'application/json',
        'X-Forwarded-For': ip,
        ...(token ? { 'X-Chat-Token': token } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
  return {
    ip,
    state,
    call,
    async start(customerName = 'Avery Visitor', customerEmail = 'avery@test.example.com') {
      const res = await call('POST', '/chat/start-session', { customerName, customerEmail })
      if (res.status !== 201) throw new Error(`start-session ${res.status} ${await res.text()}`)
      Object.assign(state, await res.json())
      return state
    },
    send: (message: string) =>
      call('POST', '/chat/send-message', {
        sessionId: state.sessionId,
        message,
        isFromCustomer: true,
      }),
    ask: async (message: string, withSession = true) => {
      const res = await call('POST', '/chat/bot-response', {
        message,
        ...(withSession && state.sessionId ? { sessionId: state.sessionId } : {}),
      })
      if (res.status !== 200) throw new Error(`bot-response ${res.status} ${await res.text()}`)
      return (await res.json()) as { response: string | null; kind: string }
    },
    read: (sessionId = state.sessionId, token = state.token) =>
      call('GET', `/chat/session/${sessionId}/messages`, undefined, token),
  }
}
