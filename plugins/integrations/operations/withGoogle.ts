import type { Payload } from 'payload'
import type { calendar_v3 } from '@googleapis/calendar'
import type { sheets_v4 } from '@googleapis/sheets'

import {
  calendarApi,
  googleStatusCode,
  isInvalidGrant,
  oauthClient,
  sheetsApi,
} from '../adapters/googleClients'
import { googleSettings, type GoogleSettings } from '../adapters/googleSettings'
import { readIntegrationState, seal, unseal, writeIntegrationState } from './integrationState'
import { reportGoogleBroken } from './reportGoogleBroken'

export type GoogleApis = {
  calendar: calendar_v3.Calendar
  sheets: sheets_v4.Sheets
  settings: GoogleSettings
}

export type GoogleFailureCode =
  'google_not_configured' | 'google_not_connected' | 'google_broken' | 'google_unreachable'
export type GoogleFailure = { ok: false; code: GoogleFailureCode; detail: string }

/**
 * Runs Google calls with the stored tokens: a refreshed access token is saved (sealed), an
 * `invalid_grant` marks the connection broken and alerts staff, a network or 5xx failure is
 * recorded for the system status. Never call this while holding a database transaction.
 */
export async function withGoogle<T>(
  payload: Payload,
  run: (apis: GoogleApis) => Promise<T>,
): Promise<{ ok: true; value: T } | GoogleFailure> {
  const settings = googleSettings()
  if (settings.missing.length)
    return {
      ok: false,
      code: 'google_not_configured',
      detail: `Missing ${settings.missing.join(', ')}`,
    }
  const state = await readIntegrationState(payload)
  const stored = unseal(payload, state.googleTokens)
  if (!stored) return { ok: false, code: 'google_not_connected', detail: 'Google is not connected' }
  if (state.googleStatus === 'broken')
    return { ok: false, code: 'google_broken', detail: state.googleDetail || 'Reconnect Google' }
  const credentials = JSON.parse(stored)
  const client = oauthClient(settings, credentials)
  try {
    const value = await run({
      calendar: calendarApi(settings, client),
      sheets: sheetsApi(settings, client),
      settings,
    })
    const refreshed = client.credentials.access_token !== credentials.access_token
    if (refreshed || state.googleUnreachableAt)
      await writeIntegrationState(payload, {
        ...(refreshed
          ? {
              googleTokens: seal(
                payload,
                JSON.stringify({ ...credentials, ...client.credentials }),
              ),
            }
          : {}),
        googleUnreachableAt: null,
      })
    return { ok: true, value }
  } catch (error) {
    if (isInvalidGrant(error)) {
      await reportGoogleBroken(
        payload,
        'Google refused the saved authorization (invalid_grant): reconnect it.',
      )
      return { ok: false, code: 'google_broken', detail: 'invalid_grant' }
    }
    const status = googleStatusCode(error)
    const detail = status
      ? `Google answered ${status}`
      : `Google unreachable: ${(error as Error).message}`
    // Only outages count as "unreachable"; a 4xx is a bad request of ours, not a down service.
    if (!status || status >= 500)
      await writeIntegrationState(payload, {
        googleUnreachableAt: new Date().toISOString(),
        googleDetail: detail,
      })
    return { ok: false, code: 'google_unreachable', detail }
  }
}
