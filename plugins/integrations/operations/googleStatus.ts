import type { Payload } from 'payload'

import { googleSettings } from '../adapters/googleSettings'
import { readIntegrationState } from './integrationState'

/** GET /api/auth/google/status: the spec's two flags, plus what the setup page explains. */
export async function googleStatus(payload: Payload) {
  const settings = googleSettings()
  const state = await readIntegrationState(payload)
  return {
    configured: settings.missing.length === 0,
    authenticated: state.googleStatus === 'connected' && Boolean(state.googleTokens),
    broken: state.googleStatus === 'broken',
    detail: state.googleStatus === 'broken' ? (state.googleDetail ?? null) : null,
    missing: settings.missing,
    unreachableSince: state.googleUnreachableAt ?? null,
  }
}
