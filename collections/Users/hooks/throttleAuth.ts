import {
  APIError,
  type CollectionAfterErrorHook,
  type CollectionAfterLoginHook,
  type CollectionBeforeOperationHook,
  type PayloadRequest,
} from 'payload'

import { clientKey, rateLimit, rateLimitWait, resetRateLimit } from '@server-kit'

/**
 * Login and password-reset throttles instead of account lockout: failed sign-ins are counted per
 * client and per account-and-client pair, so an attacker is slowed while the owner (another
 * client) still signs in. Every answer is the same whether or not the account exists.
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

const tooMany = (seconds: number) =>
  new APIError(`Too many attempts. Please wait ${seconds} seconds and try again.`, 429, null, true)

export const throttleAuth: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (!fromHttp(req)) return args
  const email = (args as { data?: { email?: unknown } }).data?.email
  if (operation === 'login') {
    req.context.loginEmail = normalize(email)
    const wait = Math.max(
      await rateLimitWait(req, 'loginClient', AUTH_LIMITS.loginClient, clientKey(req)),
      await rateLimitWait(req, 'loginAccount', AUTH_LIMITS.loginAccount, pairKey(req, email)),
    )
    if (wait > 0) throw tooMany(wait)
  } else if (operation === 'forgotPassword') {
    for (const [name, key] of [
      ['forgotClient', clientKey(req)],
      ['forgotAccount', normalize(email)],
    ] as const) {
      const limited = await rateLimit(req, name, AUTH_LIMITS[name], key)
      if (limited) throw tooMany(Number(limited.headers.get('Retry-After') ?? 60))
    }
  }
  return args
}

/** A failed sign-in (wrong password or unknown account alike) spends one point of each limit. */
export const countFailedLogin: CollectionAfterErrorHook = async ({ error, req }) => {
  // 401 from the login operation: wrong password and unknown account alike.
  if (!fromHttp(req) || (error as { status?: number }).status !== 401) return
  if (req.context.loginEmail === undefined) return
  const email = req.context.loginEmail
  await rateLimit(req, 'loginClient', AUTH_LIMITS.loginClient, clientKey(req))
  await rateLimit(req, 'loginAccount', AUTH_LIMITS.loginAccount, pairKey(req, email))
}

/** A successful sign-in clears that account's count for this client. */
export const clearLoginThrottle: CollectionAfterLoginHook = async ({ req, user }) => {
  if (fromHttp(req))
    await resetRateLimit(req, 'loginAccount', AUTH_LIMITS.loginAccount, pairKey(req, user.email))
  return user
}
