import { siteOrigin } from '@server-kit'

// Google's settings come from the environment (README: configuration). GOOGLE_API_BASE points
// every Google host at one base URL: the tests' fake server, or a proxy.
export type GoogleSettings = {
  clientId: string
  clientSecret: string
  redirectUri: string
  calendars: Record<'booth1' | 'booth2', string>
  calendarRoot: string
  sheetsRoot: string
  tokenUrl: string
  authUrl: string
  /** The required variables that are not set (empty: configured). */
  missing: string[]
}

export const REQUIRED_GOOGLE_SETTINGS = [
  'GOOGLE_CLIENT_ID',
  'GOOGLE_CLIENT_SECRET',
  'GOOGLE_CALENDAR_BOOTH1',
  'GOOGLE_CALENDAR_BOOTH2',
] as const

export function googleSettings(
  env: Record<string, string | undefined> = process.env,
): GoogleSettings {
  const base = env.GOOGLE_API_BASE?.replace(/\/$/, '')
  const site = siteOrigin(env)
  return {
    clientId: env.GOOGLE_CLIENT_ID ?? '',
    clientSecret: env.GOOGLE_CLIENT_SECRET ?? '',
    redirectUri: env.GOOGLE_REDIRECT_URI || `${site}/api/auth/google/callback`,
    calendars: {
      booth1: env.GOOGLE_CALENDAR_BOOTH1 ?? '',
      booth2: env.GOOGLE_CALENDAR_BOOTH2 ?? '',
    },
    calendarRoot: base ? `${base}/` : 'https://www.googleapis.com/',
    sheetsRoot: base ? `${base}/` : 'https://sheets.googleapis.com/',
    tokenUrl: base ? `${base}/token` : 'https://oauth2.googleapis.com/token',
    authUrl: base ? `${base}/o/oauth2/v2/auth` : 'https://accounts.google.com/o/oauth2/v2/auth',
    missing: REQUIRED_GOOGLE_SETTINGS.filter((name) => !env[name]),
  }
}
