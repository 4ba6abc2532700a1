import { AsyncLocalStorage } from 'node:async_hooks'
import { randomUUID } from 'node:crypto'

export const REQUEST_ID_HEADER = 'x-request-id'

// What a load balancer or tracing header usually sends (UUIDs, AWS/Heroku ids, W3C trace ids),
// short enough for a log line and free of anything that could forge a line or a header.
const VALID = /^[A-Za-z0-9._:-]{8,128}$/

/** Keeps a well-formed incoming id (so a proxy's id follows the request), else a new one. */
export function requestIdFor(
  incoming: string | string[] | undefined,
  generate: () => string = randomUUID,
): string {
  const value = Array.isArray(incoming) ? incoming[0] : incoming
  return value && VALID.test(value) ? value : generate()
}

type RequestContext = { requestId: string }
const KEY = Symbol.for('photobooth.requestContext')

// One store for every bundle in the process (instrumentation and route handlers load apart).
function store(): AsyncLocalStorage<RequestContext> {
  const g = globalThis as { [KEY]?: AsyncLocalStorage<RequestContext> }
  return (g[KEY] ??= new AsyncLocalStorage<RequestContext>())
}

export const runWithRequestId = <T>(requestId: string, fn: () => T): T =>
  store().run({ requestId }, fn)

/** The id of the request this code runs for; undefined outside one (jobs, start-up). */
export const currentRequestId = (): string | undefined => store().getStore()?.requestId
