import type { Payload } from 'payload'

import { configuredOrigin } from '@server-kit'

import { findPlaceholderContent } from './findPlaceholderContent'
import { goLiveChecks, type GoLiveItem } from './goLiveChecks'

type State = {
  googleTokens?: string | null
  googleStatus?: string | null
  telegramToken?: string | null
  telegramChatId?: string | null
}

/** The go-live checklist from Site Settings, the content, the server's environment and the integrations. */
export async function loadGoLive(
  payload: Payload,
  env: Record<string, string | undefined> = process.env,
): Promise<GoLiveItem[]> {
  const s = await payload.findGlobal({ slug: 'site-settings', depth: 0 })
  const state = (await payload
    .findGlobal({ slug: 'integration-state', depth: 0 })
    .catch(() => ({}))) as State
  return goLiveChecks({
    phone: s.phone ?? '',
    email: s.email ?? '',
    legalName: s.legalName ?? '',
    legalAddress: s.legalAddress ?? '',
    mailingAddress: s.mailingAddress ?? '',
    gstNumber: s.gstNumber ?? '',
    ratingValue: s.ratingValue ?? null,
    reviewCount: s.reviewCount ?? null,
    ratingSource: s.ratingSource ?? '',
    // Counted by slug: without the reviews plugin there are none.
    publishedReviews: await payload
      .count({ collection: 'reviews', where: { status: { equals: 'published' } } })
      .then((r) => r.totalDocs)
      .catch(() => 0),
    banner: { enabled: Boolean(s.saleBanner?.enabled), text: s.saleBanner?.text ?? '' },
    placeholderContent: await findPlaceholderContent(payload),
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
