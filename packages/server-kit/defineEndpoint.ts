import type { Endpoint, PayloadRequest } from 'payload'
import type { z } from 'zod'

import { type CommonCode, type ErrorTable, errorBody, type Failure } from './errors'
import { isDatabaseUnavailable } from './isDatabaseUnavailable'
import { isLockConflict } from './lockConflict'
import { readJsonBody } from './readJsonBody'
import { findUnsafeText, hasImpossibleId, isJsonOrEmpty } from './requestGuards'
import { rateLimit, type RateRule } from './rateLimit'
import { hasRole } from './roles'
import { validationFailure } from './validationFailure'

export type Success<B = unknown> = { ok: true; body: B; status?: number; headers?: HeadersInit }
export type EndpointResult<B = unknown, C extends string = string> =
  Success<B> | Failure<C> | Response

export type Auth = 'public' | 'staff' | 'admin' | ((req: PayloadRequest) => boolean)

// The codes a run may answer with: its table's and the common ones (codes come from `errors`).
type Result<C extends string> = EndpointResult<unknown, NoInfer<C> | CommonCode>

type Context<S extends z.ZodType | undefined> = {
  req: PayloadRequest
  data: S extends z.ZodType ? z.infer<S> : undefined
  params: Record<string, string>
}

export type EndpointSpec<S extends z.ZodType | undefined, C extends string> = {
  path: string
  method: 'get' | 'post' | 'put' | 'patch' | 'delete'
  /** JSON body schema (post/put/patch) or query-string schema (get/delete). */
  schema?: S
  rateLimit?: RateRule & { name: string }
  auth?: Auth
  /** Refuses before anything is spent or parsed (e.g. an endpoint only the demo gateway has). */
  guard?: (req: PayloadRequest) => Failure<NoInfer<C> | CommonCode> | null
  /** Code → status and message for this endpoint's domain failures. */
  errors?: ErrorTable<C>
  /** Reads the raw request body itself (webhooks verify signatures over the exact bytes). */
  rawBody?: boolean
  run: (ctx: Context<S>) => Promise<Result<C>> | Result<C>
}

function authFailure(req: PayloadRequest, auth: Auth): Response | null {
  if (auth === 'public') return null
  if (!req.user) return errorBody('unauthorized')
  const allowed =
    typeof auth === 'function'
      ? auth(req)
      : hasRole(req.user, auth === 'admin' ? ['admin'] : ['admin', 'staff'])
  return allowed ? null : errorBody('forbidden')
}

/**
 * Every custom endpoint starts the same way: access, rate limit, parse, validate. Then it calls
 * one operation and maps the operation's domain result (`{ ok: false, code }`) to HTTP here,
 * so operations never know about status codes and every error body carries `code`.
 */
export function defineEndpoint<
  S extends z.ZodType | undefined = undefined,
  C extends string = never,
>(spec: EndpointSpec<S, C>): Endpoint {
  return {
    path: spec.path,
    method: spec.method,
    handler: async (req) => {
      try {
        return await handle(spec, req)
      } catch (error) {
        // Two lock conflicts in a row (each retried once): busy, never a 500; nothing was written.
        if (isLockConflict(error)) {
          req.payload.logger.warn({ err: error, msg: `lock conflict twice during ${spec.path}` })
          return errorBody({ ok: false, code: 'busy', retryAfterSeconds: 2 })
        }
        // A restarting database is not a bug: say so, and let the visitor retry.
        if (!isDatabaseUnavailable(error)) throw error
        req.payload.logger.warn({ err: error, msg: `database unavailable during ${spec.path}` })
        return errorBody({ ok: false, code: 'database_unavailable', retryAfterSeconds: 30 })
      }
    },
  }
}

const unsafeText = (field: string) =>
  errorBody({
    ok: false,
    code: 'invalid_input',
    field,
    message: `Validation error: ${field}: contains characters that are not allowed`,
  })

/**
 * Checks every endpoint makes before its own: route ids that no row can have (404) and NUL bytes
 * or lone surrogates in the route or query string (400), so PostgreSQL never sees them.
 */
function inputRefusal(req: PayloadRequest, params: Record<string, string>): Response | null {
  if (hasImpossibleId(params)) return errorBody('not_found')
  const query = Object.fromEntries(new URL(req.url ?? '', 'http://x').searchParams)
  const unsafe = findUnsafeText(params) ?? findUnsafeText(query)
  return unsafe ? unsafeText(unsafe) : null
}

async function handle<S extends z.ZodType | undefined, C extends string>(
  spec: EndpointSpec<S, C>,
  req: PayloadRequest,
): Promise<Response> {
  const params = (req.routeParams ?? {}) as Record<string, string>
  const writes = spec.method !== 'get' && !spec.rawBody
  if (writes && !isJsonOrEmpty(req.headers)) return errorBody('unsupported_media_type')
  const denied = authFailure(req, spec.auth ?? 'public')
  if (denied) return denied
  const refusal = inputRefusal(req, params)
  if (refusal) return refusal
  const refused = spec.guard?.(req)
  if (refused) return errorBody(refused, spec.errors)
  if (spec.rateLimit) {
    const limited = await rateLimit(req, spec.rateLimit.name, spec.rateLimit)
    if (limited) return limited
  }
  let data: unknown = undefined
  if (spec.schema && !spec.rawBody) {
    const input =
      spec.method === 'get' || spec.method === 'delete'
        ? Object.fromEntries(new URL(req.url ?? '', 'http://x').searchParams)
        : await readJsonBody(req)
    if (input instanceof Response) return input
    const unsafe = findUnsafeText(input)
    if (unsafe) return unsafeText(unsafe)
    const parsed = spec.schema.safeParse(input)
    if (!parsed.success) return errorBody(validationFailure(parsed.error))
    data = parsed.data
  }
  const result = await spec.run({ req, data, params } as Context<S>)
  if (result instanceof Response) return result
  if (result.ok) {
    return Response.json(result.body, { status: result.status ?? 200, headers: result.headers })
  }
  return errorBody(result, spec.errors)
}
