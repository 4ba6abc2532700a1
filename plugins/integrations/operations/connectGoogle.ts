import type { Payload } from 'payload'

import { oauthClient } from '../adapters/googleClients'
import { googleSettings } from '../adapters/googleSettings'
import { invalidateBusyTimes } from './googleBusyTimes'
import { readIntegrationState, seal, unseal, writeIntegrationState } from './integrationState'

/**
 * The OAuth callback's work: trade the code for tokens and keep them sealed. Google sends a
 * refresh token only on the first consent; a reconnect without one keeps the previous one.
 */
export async function connectGoogle(
  payload: Payload,
  code: string,
): Promise<
  { ok: true } | { ok: false; code: 'google_unreachable' | 'oauth_denied'; message?: string }
> {
  const settings = googleSettings()
  let tokens
  try {
    ;({ tokens } = await oauthClient(settings).getToken(code))
  } catch (error) {
    const status = (error as { response?: { status?: number } }).response?.status ?? 0
    return status >= 400 && status < 500
      ? {
          ok: false,
          code: 'oauth_denied',
          message: 'Google refused the authorization code. Start again.',
        }
      : { ok: false, code: 'google_unreachable' }
  }
  const previous = JSON.parse(
    unseal(payload, (await readIntegrationState(payload)).googleTokens) ?? '{}',
  )
  const merged = { ...tokens, refresh_token: tokens.refresh_token ?? previous.refresh_token }
  if (!merged.refresh_token)
    return {
      ok: false,
      code: 'oauth_denied',
      message:
        'Google sent no refresh token: remove the app’s access in your Google account and connect again.',
    }
  await writeIntegrationState(payload, {
    googleTokens: seal(payload, JSON.stringify(merged)),
    googleStatus: 'connected',
    googleDetail: null,
    googleConnectedAt: new Date().toISOString(),
    googleUnreachableAt: null,
  })
  invalidateBusyTimes()
  return { ok: true }
}
