// The site's one URL rule: every absolute link, redirect URI, CSRF origin and https check reads it.
// Pure string work on the environment it is given (no Payload), so next.config.ts and the
// front end's metadata can import this file by path.
type Env = Partial<Record<string, string | undefined>>

const originOf = (url: string | undefined) => {
  if (!url) return null
  try {
    return new URL(url).origin
  } catch {
    return null
  }
}

/** The configured site URL's origin (NEXT_PUBLIC_SERVER_URL, else APP_URL), or null when unset. */
export const configuredOrigin = (env: Env = process.env): string | null =>
  originOf(env.NEXT_PUBLIC_SERVER_URL) ?? originOf(env.APP_URL)

/**
 * The origins the site is served from: the configured site URL (NEXT_PUBLIC_SERVER_URL, APP_URL),
 * else what `npm start` serves (localhost and 127.0.0.1 on PORT). Cookie requests from any other
 * origin are refused (Payload's CSRF allow-list), so an empty list must never happen.
 */
export function trustedOrigins(env: Env = process.env): string[] {
  const configured = [env.NEXT_PUBLIC_SERVER_URL, env.APP_URL]
    .map(originOf)
    .filter((o): o is string => Boolean(o))
  if (configured.length) return [...new Set(configured)]
  const port = env.PORT || '3000'
  return [`http://localhost:${port}`, `http://127.0.0.1:${port}`]
}

/** The site's own absolute URL (no trailing slash), for links in emails, pages and callbacks. */
export const siteOrigin = (env: Env = process.env): string =>
  configuredOrigin(env) ?? trustedOrigins(env)[0]
