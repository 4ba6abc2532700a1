/** A domain failure: what went wrong, never how HTTP says it. */
export type Failure<C extends string = string> = {
  ok: false
  code: C
  field?: string
  /** Overrides the table's message when the operation knows better (e.g. names the field). */
  message?: string
  retryAfterSeconds?: number
  /** Extra fields the wire shape has always carried for this failure (e.g. a booking's status). */
  extra?: Record<string, unknown>
}

export type ErrorTable<C extends string> = Record<C, { status: number; message: string }>

/** Codes every endpoint may answer with; plugins add their own tables. */
export const commonErrors = {
  invalid_input: { status: 400, message: 'Validation error: invalid request' },
  invalid_json: { status: 400, message: 'Request body must be valid JSON.' },
  body_too_large: { status: 413, message: 'Request body is too large.' },
  too_deep: { status: 400, message: 'Request body is nested too deeply.' },
  unsupported_media_type: {
    status: 415,
    message: 'Send the request body as JSON, with the header Content-Type: application/json.',
  },
  unauthorized: { status: 401, message: 'You must be logged in to do this.' },
  forbidden: { status: 403, message: 'You are not allowed to do this.' },
  not_found: { status: 404, message: 'Not found.' },
  rate_limited: { status: 429, message: 'Too many requests. Please wait a moment and try again.' },
  busy: {
    status: 409,
    message: 'Someone else was changing this at the same moment. Please try again.',
  },
  unavailable: { status: 503, message: 'The service is busy. Please try again in a moment.' },
  database_unavailable: {
    status: 503,
    message: 'The booking system is restarting. Nothing was saved: please try again in a minute.',
  },
} satisfies ErrorTable<string>

export type CommonCode = keyof typeof commonErrors

/** The wire shape of every error: `{ code, message, field?, errors: [{ message, field? }] }`. */
export type ErrorBody = {
  code: string
  message: string
  field?: string
  errors: { message: string; field?: string }[]
}

export function errorBody(
  failure: Failure | CommonCode,
  table: Partial<ErrorTable<string>> = {},
): Response {
  const f: Failure = typeof failure === 'string' ? { ok: false, code: failure } : failure
  const entry = table[f.code] ??
    (commonErrors as ErrorTable<string>)[f.code] ?? { status: 400, message: f.code }
  const message = f.message ?? entry.message
  const body: ErrorBody = {
    ...f.extra,
    code: f.code,
    message,
    ...(f.field ? { field: f.field } : {}),
    errors: [{ message, ...(f.field ? { field: f.field } : {}) }],
  }
  const headers: Record<string, string> = {}
  if (f.retryAfterSeconds) headers['Retry-After'] = String(Math.max(1, f.retryAfterSeconds))
  return Response.json(body, { status: entry.status, headers })
}
