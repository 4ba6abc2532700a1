import type { ApiErrorBody } from '@booking/contract'

// The spec's request helper: JSON with cookies; a non-ok answer throws '{status}: {text}'.
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: Partial<ApiErrorBody> | null,
    text: string,
  ) {
    super(`${status}: ${text}`)
  }
  /** What went wrong, as the server's code table names it (switch on this, not on the message). */
  get code() {
    return this.body?.code
  }
  /** The server's own message when it sent one (shown to visitors), else the raw error. */
  get serverMessage() {
    return this.body?.message ?? this.message
  }
}

export async function api<T>(
  path: string,
  init: {
    method?: 'GET' | 'POST'
    body?: unknown
    signal?: AbortSignal
    headers?: Record<string, string>
  } = {},
): Promise<T> {
  const res = await fetch(path, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    credentials: 'include',
    headers: {
      ...(init.body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...init.headers,
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
    signal: init.signal,
  })
  const text = await res.text()
  let body: unknown = null
  try {
    body = text ? JSON.parse(text) : null
  } catch {}
  if (!res.ok) throw new ApiError(res.status, body as ApiError['body'], text || res.statusText)
  return body as T
}

/** Tracking calls must never interrupt the visitor: failures are only logged. */
export function fireAndForget(path: string, body: unknown, headers?: Record<string, string>) {
  api(path, { body, headers }).catch((error) => console.warn(`${path} failed`, error))
}
