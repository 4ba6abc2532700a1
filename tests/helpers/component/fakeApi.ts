import { vi } from 'vitest'

/** One answer of the fake API: a status and a JSON body, optionally held back a while. */
export type FakeAnswer = { status: number; body?: unknown; delayMs?: number }
type Answerer = FakeAnswer | ((body: unknown) => FakeAnswer)

/** A request the component made: its method, path and parsed JSON body. */
export type SeenRequest = { method: string; path: string; body: unknown }

/**
 * Answers the component's fetch calls by "METHOD /path" (no network in a component spec), and
 * records what was sent, so a spec checks the request body as well as what the person sees.
 * A path nobody answers fails the spec with a 599, never silently.
 */
export function fakeApi(routes: Record<string, Answerer>) {
  const seen: SeenRequest[] = []
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input instanceof Request ? input.url : input), 'http://localhost')
    const method = (init?.method ?? 'GET').toUpperCase()
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined
    seen.push({ method, path: url.pathname, body })
    const route = routes[`${method} ${url.pathname}`]
    const answer = typeof route === 'function' ? route(body) : route
    if (!answer) return new Response(`no fake for ${method} ${url.pathname}`, { status: 599 })
    if (answer.delayMs) await new Promise((r) => setTimeout(r, answer.delayMs))
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'Content-Type': 'application/json' },
    })
  })
  vi.stubGlobal('fetch', fetch)
  return { seen, fetch }
}

/** The server's error wire shape (packages/server-kit/errors.ts). */
export const apiError = (status: number, code: string, message: string, field?: string) => ({
  status,
  body: { code, message, ...(field ? { field } : {}), errors: [{ message, field }] },
})
