import { calendar, type calendar_v3 } from '@googleapis/calendar'
import { sheets, type sheets_v4 } from '@googleapis/sheets'
import { OAuth2Client, type Credentials } from 'google-auth-library'

import type { GoogleSettings } from './googleSettings'

export const GOOGLE_SCOPES = [
  'https://www.googleapis.com/auth/calendar',
  'https://www.googleapis.com/auth/spreadsheets',
]

// Our jobs retry with backoff; the client must not also retry (or wait long) on its own.
const REQUEST = { retry: false, timeout: 8_000 } as const

export function oauthClient(settings: GoogleSettings, credentials?: Credentials): OAuth2Client {
  const client = new OAuth2Client({
    clientId: settings.clientId,
    clientSecret: settings.clientSecret,
    redirectUri: settings.redirectUri,
    // A 401 (token revoked or expired early) refreshes once and retries, whatever expiry_date says.
    forceRefreshOnFailure: true,
    endpoints: { oauth2TokenUrl: settings.tokenUrl, oauth2AuthBaseUrl: settings.authUrl },
  })
  if (credentials) client.setCredentials(credentials)
  return client
}

export const calendarApi = (settings: GoogleSettings, auth: OAuth2Client): calendar_v3.Calendar =>
  calendar({ version: 'v3', auth, rootUrl: settings.calendarRoot, ...REQUEST })

export const sheetsApi = (settings: GoogleSettings, auth: OAuth2Client): sheets_v4.Sheets =>
  sheets({ version: 'v4', auth, rootUrl: settings.sheetsRoot, ...REQUEST })

/** Google's answer "this refresh token is dead": the connection must be made again. */
export function isInvalidGrant(error: unknown): boolean {
  const e = error as { response?: { data?: { error?: string } }; message?: string } | null
  return e?.response?.data?.error === 'invalid_grant' || /invalid_grant/.test(e?.message ?? '')
}

/** The HTTP status of a failed Google call (0 when the network itself failed). */
export function googleStatusCode(error: unknown): number {
  const e = error as { status?: number; response?: { status?: number }; code?: unknown } | null
  return e?.response?.status ?? e?.status ?? (typeof e?.code === 'number' ? e.code : 0)
}
