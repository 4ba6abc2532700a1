import type { Payload } from 'payload'

import type { StatusItem } from '@carts/client'

import { integrationStatus } from '@integrations/server'

/**
 * What the abandoned-carts page lists under System status (cartsPlugin's systemStatus option):
 * the whole site's health, each check cheap and read-only.
 */
export async function systemStatus(payload: Payload): Promise<StatusItem[]> {
  const items: StatusItem[] = []
  const started = Date.now()
  try {
    await payload.count({ collection: 'users' })
    items.push({
      name: 'Database',
      ok: true,
      detail: `PostgreSQL answered in ${Date.now() - started} ms`,
    })
  } catch {
    items.push({ name: 'Database', ok: false, detail: 'PostgreSQL did not answer' })
  }
  const smtp = Boolean(process.env.SMTP_HOST)
  const queued = await payload
    .count({ collection: 'outbox', where: { status: { equals: 'queued' } } })
    .then((r) => r.totalDocs)
    .catch(() => 0)
  items.push({
    name: 'Email',
    ok: smtp && queued === 0,
    detail: !smtp
      ? 'No SMTP configured: emails are kept in the Outbox, not delivered'
      : queued
        ? `SMTP ${process.env.SMTP_HOST} unreachable: ${queued} email(s) queued for retry (Outbox)`
        : `SMTP ${process.env.SMTP_HOST}:${process.env.SMTP_PORT ?? 587}`,
  })
  const stripe = Boolean(process.env.STRIPE_SECRET_KEY)
  items.push({
    name: 'Payments',
    ok: stripe,
    detail: stripe ? 'Stripe' : 'Demo gateway (no real money): set STRIPE_SECRET_KEY',
  })
  const since = new Date(Date.now() - 86_400_000).toISOString()
  const failed = await payload
    .count({
      collection: 'payload-jobs',
      where: { and: [{ hasError: { equals: true } }, { updatedAt: { greater_than: since } }] },
    })
    .then((r) => r.totalDocs)
    .catch(() => -1)
  items.push({
    name: 'Scheduled jobs',
    ok: failed === 0,
    detail:
      failed < 0
        ? 'Job queue unreadable'
        : failed
          ? `${failed} failed in the last 24 hours`
          : 'No failures in the last 24 hours',
  })
  items.push(...(await integrationStatus(payload)))
  return items
}
