import type { PayloadRequest } from 'payload'
import {
  RateLimiterMemory,
  RateLimiterPostgres,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible'

import { clientAddress, clientAddressOptions } from './clientAddress'
import { errorBody } from './errors'
import { poolOf } from './poolOf'

/**
 * `perServer`: counted in this server's memory, for cheap reads (no database write per request;
 * behind N servers a client gets up to N times the points). Otherwise the counters live in
 * Postgres (table from a migration), shared by every app server: limits that protect state.
 */
export type RateRule = { points: number; durationSeconds: number; perServer?: boolean }

const limiters = new Map<string, RateLimiterAbstract>()

function limiterFor(req: PayloadRequest, name: string, rule: RateRule) {
  const id = `${name}:${rule.points}:${rule.durationSeconds}:${rule.perServer ? 'memory' : 'pg'}`
  let limiter = limiters.get(id)
  if (!limiter && rule.perServer) {
    limiter = new RateLimiterMemory({
      keyPrefix: name,
      points: rule.points,
      duration: rule.durationSeconds,
    })
    limiters.set(id, limiter)
  }
  if (!limiter) {
    const pool = poolOf(req.payload)
    limiter = new RateLimiterPostgres({
      storeClient: pool,
      storeType: 'pool',
      tableName: 'rate_limits',
      tableCreated: true,
      keyPrefix: name,
      points: rule.points,
      duration: rule.durationSeconds,
    })
    limiters.set(id, limiter)
  }
  return limiter
}

/** The caller's address: the socket's, or the right-most untrusted X-Forwarded-For hop (TRUST_PROXY). */
export function clientKey(req: PayloadRequest): string {
  return clientAddress(req.headers, clientAddressOptions())
}

export const tooManyRequests = (retryAfterSeconds: number) =>
  errorBody({ ok: false, code: 'rate_limited', retryAfterSeconds })

/**
 * Spends one point of `name` for this client. Returns a 429 Response when the client is over
 * the limit, null otherwise. A database hiccup never blocks a visitor (fails open, logged).
 */
export async function rateLimit(
  req: PayloadRequest,
  name: string,
  rule: RateRule,
  key = clientKey(req),
): Promise<Response | null> {
  try {
    await limiterFor(req, name, rule).consume(key)
    return null
  } catch (error) {
    if (error instanceof RateLimiterRes)
      return tooManyRequests(Math.ceil(error.msBeforeNext / 1000))
    req.payload.logger.error({ err: error, msg: `rate limit ${name} unavailable` })
    return null
  }
}

/** Forgets `key`'s spending on `name` (e.g. a successful login clears its failed attempts). */
export async function resetRateLimit(
  req: PayloadRequest,
  name: string,
  rule: RateRule,
  key: string,
): Promise<void> {
  await limiterFor(req, name, rule)
    .delete(key)
    .catch((error) =>
      req.payload.logger.error({ err: error, msg: `rate limit ${name} reset failed` }),
    )
}

/** Gives back one point of `name` to `key` (e.g. a login that turned out to be the owner's). */
export async function refundRateLimit(
  req: PayloadRequest,
  name: string,
  rule: RateRule,
  key: string,
): Promise<void> {
  await limiterFor(req, name, rule)
    .reward(key, 1)
    .catch((error) =>
      req.payload.logger.error({ err: error, msg: `rate limit ${name} refund failed` }),
    )
}
