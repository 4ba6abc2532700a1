import { type ApiFailure, apiRequest, type ApiInit } from '@api-client'
import type { ApiErrorBody, ApiErrorCode } from '@booking/contract'

// The wizard's throwing form of the one client (@api-client): a failure becomes an ApiError
// that keeps the server's code, so callers switch on `code`, never on the message.
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: Partial<ApiErrorBody> | null,
    text: string,
  ) {
    super(`${status}: ${text}`)
  }
  static from(failure: ApiFailure<ApiErrorCode>) {
    return new ApiError(
      failure.status,
      failure.body ? (failure.body as Partial<ApiErrorBody>) : null,
      failure.message,
    )
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

/** What to tell a visitor a request failed with: the server's words, else a generic retry. */
export function errorWords(e: unknown): string {
  return e instanceof ApiError ? e.serverMessage : 'Something went wrong. Please try again.'
}

export async function api<T>(
  path: string,
  init: Pick<ApiInit, 'body' | 'signal' | 'headers'> & { method?: 'GET' | 'POST' } = {},
): Promise<T> {
  const result = await apiRequest<T, ApiErrorCode>(path, init)
  if (result.ok) return result.data
  // No answer (network down, aborted): not a server refusal, so not an ApiError.
  if (result.status === 0) throw new Error(result.message)
  throw ApiError.from(result)
}

/** Tracking calls must never interrupt the visitor: failures are only logged. */
export function fireAndForget(path: string, body: unknown, headers?: Record<string, string>) {
  api(path, { body, headers }).catch((error) => console.warn(`${path} failed`, error))
}
