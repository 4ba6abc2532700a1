import {
  APIError,
  type CollectionAfterLoginHook,
  type CollectionBeforeOperationHook,
  type PayloadRequest,
} from 'payload'

import { clientKey, rateLimit, refundRateLimit, resetRateLimit } from '@server-kit'

/**
 * Login and password-reset throttles instead of account lockout: sign-in attempts are counted
 * per client and per account-and-client pair, and a successful one is given back, so failures
 * slow an attacker while the owner (another client) still signs in. REST and GraphQL alike.
 * Every answer is the same whether or not the account exists.
 */
export const AUTH_LIMITS = {
  loginClient: { points: 30, durationSeconds: 15 * 60 },
  loginAccount: { points: 10, durationSeconds: 15 * 60 },
  forgotClient: { points: 5, durationSeconds: 60 * 60 },
  forgotAccount: { points: 3, durationSeconds: 60 * 60 },
}

const normalize = (email: unknown) =>
  String(email ?? '')
    .trim()
    .toLowerCase()
    .slice(0, 200)
const pairKey = (req: PayloadRequest, email: unknown) => `${clientKey(req)}|${normalize(email)}`

// The Local API (seed, scripts, tests' setup) is trusted: only HTTP callers are throttled.
const fromHttp = (req: PayloadRequest) => req.payloadAPI === 'REST' || req.payloadAPI === 'GraphQL'

async function spend(req: PayloadRequest, name: keyof typeof AUTH_LIMITS, key: string) {
  const limited = await rateLimit(req, name, AUTH_LIMITS[name], key)
  if (!limited) return
  const wait = Number(limited.headers.get('Retry-After') ?? 60)
  throw new APIError(
    `Too many attempts. Please wait ${wait} seconds and try again.`,
    429,
    null,
    true,
  )
}

export const throttleAuth: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (!fromHttp(req)) return args
  const email = (args as { data?: { email?: unknown } }).data?.email
  if (operation === 'login') {
    await spend(req, 'loginClient', clientKey(req))
    await spend(req, 'loginAccount', pairKey(req, email))
  } else if (operation === 'forgotPassword') {
    await spend(req, 'forgotClient', clientKey(req))
    await spend(req, 'forgotAccount', normalize(email))
  }
  return args
}

/** A successful sign-in: this client's attempt is given back and the account's count cleared. */
export const clearLoginThrottle: CollectionAfterLoginHook = async ({ req, user }) => {
  if (!fromHttp(req)) return user
  await refundRateLimit(req, 'loginClient', AUTH_LIMITS.loginClient, clientKey(req))
  await resetRateLimit(req, 'loginAccount', AUTH_LIMITS.loginAccount, pairKey(req, user.email))
  return user
}
