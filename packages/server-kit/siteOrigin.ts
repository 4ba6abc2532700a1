type Env = Partial<Record<string, string | undefined>>

const originOf = (url: string | undefined) => {
  if (!url) return null
  try {
    return new URL(url).origin
  } catch {
    return null
  }
}

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

/** The site's own absolute URL (no trailing slash), for links in emails. */
export const siteOrigin = (env: Env = process.env): string =>
  originOf(env.NEXT_PUBLIC_SERVER_URL) ?? trustedOrigins(env)[0]
