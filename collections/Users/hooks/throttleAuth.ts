import {
  APIError,
  type CollectionAfterLoginHook,
  type CollectionBeforeOperationHook,
  type PayloadRequest,
} from 'payload'

import { clientKey, rateLimit, resetRateLimit } from '@server-kit'

/**
 * Login and password-reset throttles instead of account lockout: an attacker is slowed per
 * client and per account-and-client pair, while the owner (another client) can still sign in.
 * Every answer is the same whether or not the account exists.
 */
export const AUTH_LIMITS = {
  loginClient: { points: 30, durationSeconds: 15 * 60 },
  loginAccount: { points: 10, durationSeconds: 15 * 60 },
  forgotClient: { points: 5, durationSeconds: 60 * 60 },
  forgotAccount: { points: 3, durationSeconds: 60 * 60 },
}

const accountKey = (req: PayloadRequest, email: unknown) =>
  `${clientKey(req)}|${String(email ?? '')
    .trim()
    .toLowerCase()
    .slice(0, 200)}`

// The Local API (seed, scripts, tests' setup) is trusted: only HTTP callers are throttled.
const fromHttp = (req: PayloadRequest) => req.payloadAPI === 'REST' || req.payloadAPI === 'GraphQL'

async function spend(req: PayloadRequest, name: keyof typeof AUTH_LIMITS, key: string) {
  const limited = await rateLimit(req, name, AUTH_LIMITS[name], key)
  if (!limited) return
  const retry = limited.headers.get('Retry-After')
  throw new APIError(
    `Too many attempts. Please wait ${retry ? `${retry} seconds` : 'a moment'} and try again.`,
    429,
    undefined,
    true,
  )
}

export const throttleAuth: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (!fromHttp(req)) return args
  const email = (args as { data?: { email?: unknown } }).data?.email
  if (operation === 'login') {
    await spend(req, 'loginClient', clientKey(req))
    await spend(req, 'loginAccount', accountKey(req, email))
  } else if (operation === 'forgotPassword') {
    await spend(req, 'forgotClient', clientKey(req))
    await spend(
      req,
      'forgotAccount',
      String(email ?? '')
        .trim()
        .toLowerCase()
        .slice(0, 200),
    )
  }
  return args
}

/** A successful sign-in clears that account's count for this client. */
export const clearLoginThrottle: CollectionAfterLoginHook = async ({ req, user }) => {
  if (fromHttp(req))
    await resetRateLimit(req, 'loginAccount', AUTH_LIMITS.loginAccount, accountKey(req, user.email))
  return user
}
