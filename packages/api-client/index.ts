// The one HTTP client of browser and admin code: every call answers a typed result with the
// server's error code (packages/server-kit/errors.ts wire shape), never a thrown HTTP error.
// No DOM, Next or Payload import, so host and plugins share it and a unit spec drives it.

/** Codes the client itself answers with when no server code is available. */
export const clientErrors = {
  network_error: 'We could not reach the server. Please try again.',
  invalid_response: 'The server sent an answer this page could not read. Please try again.',
  aborted: 'The request was cancelled.',
} as const
export type ClientErrorCode = keyof typeof clientErrors

export type ApiFailure<C extends string = string> = {
  ok: false
  /** 0 when no answer arrived (network failure or abort). */
  status: number
  code: C | ClientErrorCode
  message: string
  field?: string
  /** The parsed error body, for the few extra fields some answers carry (e.g. a booking status). */
  body?: Record<string, unknown>
}
export type ApiSuccess<T> = { ok: true; status: number; data: T }
export type ApiResult<T, C extends string = string> = ApiSuccess<T> | ApiFailure<C>

export type ApiInit = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  /** Sent as JSON; a body without a method means POST. */
  body?: unknown
  headers?: Record<string, string>
  signal?: AbortSignal
  /** 'no-store' for polling reads (chat); the browser's default otherwise. */
  cache?: RequestCache
  /** For tests and servers; defaults to the global fetch. */
  fetch?: typeof fetch
}

function failure(status: number, code: ClientErrorCode, text?: string): ApiFailure<never> {
  return { ok: false, status, code, message: text ?? clientErrors[code] }
}

async function send(path: string, init: ApiInit): Promise<Response | ApiFailure<never>> {
  const hasBody = init.body !== undefined
  try {
    return await (init.fetch ?? fetch)(path, {
      method: init.method ?? (hasBody ? 'POST' : 'GET'),
      credentials: 'include',
      ...(init.cache ? { cache: init.cache } : {}),
      headers: { ...(hasBody ? { 'Content-Type': 'application/json' } : {}), ...init.headers },
      body: hasBody ? JSON.stringify(init.body) : undefined,
      signal: init.signal,
    })
  } catch {
    return failure(0, init.signal?.aborted ? 'aborted' : 'network_error')
  }
}

/** The server's error body as a failure; an answer without one still gets a code. */
function toFailure<C extends string>(status: number, parsed: unknown): ApiFailure<C> {
  const body = parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : null
  if (!body || typeof body.code !== 'string')
    return failure(status, 'invalid_response', `Request failed (${status})`)
  return {
    ok: false,
    status,
    code: body.code as C,
    message: typeof body.message === 'string' ? body.message : `Request failed (${status})`,
    ...(typeof body.field === 'string' ? { field: body.field } : {}),
    body,
  }
}

export async function apiRequest<T, C extends string = string>(
  path: string,
  init: ApiInit = {},
): Promise<ApiResult<T, C>> {
  const res = await send(path, init)
  if (!(res instanceof Response)) return res
  let text: string
  try {
    text = await res.text()
  } catch {
    return failure(res.status, init.signal?.aborted ? 'aborted' : 'network_error')
  }
  let parsed: unknown
  try {
    parsed = text ? JSON.parse(text) : null
  } catch {
    return res.ok ? failure(res.status, 'invalid_response') : toFailure(res.status, null)
  }
  return res.ok
    ? { ok: true, status: res.status, data: parsed as T }
    : toFailure(res.status, parsed)
}

/** A file the server sends (CSV export): its bytes and the name it suggests. */
export async function apiDownload<C extends string = string>(
  path: string,
  init: Pick<ApiInit, 'body' | 'fetch' | 'signal'> = {},
): Promise<ApiResult<{ blob: Blob; filename: string | null }, C>> {
  const res = await send(path, init)
  if (!(res instanceof Response)) return res
  if (!res.ok) return toFailure(res.status, await res.json().catch(() => null))
  const filename = /filename="([^"]+)"/.exec(res.headers.get('Content-Disposition') ?? '')?.[1]
  return {
    ok: true,
    status: res.status,
    data: { blob: await res.blob(), filename: filename ?? null },
  }
}

/** A failure carried by a throw, for callers that only log or retry (chat polling). */
export class ApiRequestError<C extends string = string> extends Error {
  constructor(readonly failure: ApiFailure<C>) {
    super(`${failure.status}: ${failure.message}`)
  }
}

/** The data, or an ApiRequestError with the failure's code. */
export async function apiData<T>(path: string, init: ApiInit = {}): Promise<T> {
  const result = await apiRequest<T>(path, init)
  if (!result.ok) throw new ApiRequestError(result)
  return result.data
}

export * from './routes'
export * from './rest'
