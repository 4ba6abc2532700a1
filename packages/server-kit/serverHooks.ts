// Per-request bookkeeping installed once per Next.js server process (instrumentation.ts): an id
// for every request, the count of requests in flight, and the server itself, for draining.
import http from 'node:http'

import { lifecycle } from './lifecycle'
import { observeRequest } from './requestMetrics'
import { REQUEST_ID_HEADER, requestIdFor, runWithRequestId } from './requestId'

let installed = false

export function installServerHooks(): void {
  if (installed) return
  installed = true
  const emit = http.Server.prototype.emit
  http.Server.prototype.emit = function (this: http.Server, event: string, ...args: unknown[]) {
    const call = () => (emit as (...a: unknown[]) => boolean).apply(this, [event, ...args])
    if (event !== 'request') return call()
    const [req, res] = args as [http.IncomingMessage, http.ServerResponse]
    const state = lifecycle()
    state.server ??= this
    const id = requestIdFor(req.headers[REQUEST_ID_HEADER])
    req.headers[REQUEST_ID_HEADER] = id
    res.setHeader('X-Request-Id', id)
    // A draining server tells keep-alive clients to reconnect (to another server).
    if (state.draining) res.setHeader('Connection', 'close')
    state.inFlight++
    observeRequest(req, res)
    res.once('close', () => state.inFlight--)
    // Everything Next and Payload do for this request runs inside its id's context.
    return runWithRequestId(id, call)
  } as typeof emit
}
