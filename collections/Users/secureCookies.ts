import { configuredOrigin } from '@server-kit'

/** Secure cookies in production, except a plain-http server on this machine (local runs, tests). */
export function secureCookies(env: NodeJS.ProcessEnv = process.env) {
  if (env.NODE_ENV !== 'production') return false
  const url = configuredOrigin(env) ?? ''
  return !/^http:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?\/?$/.test(url)
}
