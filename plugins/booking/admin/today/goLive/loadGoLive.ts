import type { Payload } from 'payload'

import { configuredOrigin } from '@server-kit'

import { goLiveChecks, type GoLiveItem } from './goLiveChecks'

type State = {
  googleTokens?: string | null
  googleStatus?: string | null
  telegramToken?: string | null
  telegramChatId?: string | null
}

/** The go-live checklist from Site Settings, the server's environment and the integrations. */
export async function loadGoLive(
  payload: Payload,
  env: Record<string, string | undefined> = process.env,
): Promise<GoLiveItem[]> {
  const settings = (await payload.findGlobal({ slug: 'site-settings', depth: 0 })) as {
    phone?: string
    email?: string
  }
  const state = (await payload
    .findGlobal({ slug: 'integration-state', depth: 0 })
    .catch(() => ({}))) as State
  return goLiveChecks({
    phone: settings.phone ?? '',
    email: settings.email ?? '',
    smtpConfigured: Boolean(env.SMTP_HOST),
    stripeSecretKey: env.STRIPE_SECRET_KEY ?? '',
    siteUrl: configuredOrigin(env) ?? '',
    googleConnected:
      Boolean(state.googleTokens) &&
      state.googleStatus !== 'none' &&
      state.googleStatus !== 'broken',
    telegramConnected: Boolean(state.telegramToken && state.telegramChatId),
  })
}
