import type { PayloadRequest } from 'payload'

import { poolOf } from '@server-kit'

// Due before today (the daily run charges a part on its day, a decline moves it to its retry).
const UNRESOLVED_INSTALMENTS = `select count(*)::int as n from bookings
  where status = 'confirmed' and autopay and next_charge_on < $1 and event_date > $1`
// Stripe tells the outcome of a processing payment by webhook only.
const WEBHOOKS_MISSING = `select count(*)::int as n from payments p
  where p.gateway = 'stripe' and p.status = 'processing'
  and p.updated_at < now() - interval '1 hour' and p.updated_at > now() - interval '7 days'
  and not exists (select 1 from payment_events e where e.gateway = 'stripe' and e.created_at > p.updated_at)`

export type PaymentHealth = {
  /** Confirmed autopay bookings with a part due before `today` still uncharged, event ahead. */
  unresolvedInstalments: number
  /** Stripe payments processing for over an hour (within a week) with no webhook since. */
  webhooksMissing: number
}

/** What the health check judges of the money (Winnipeg's `today`), on the pool. Two queries. */
export async function paymentHealth(req: PayloadRequest, today: string): Promise<PaymentHealth> {
  const pool = poolOf(req.payload)
  const unresolved = await pool.query<{ n: number }>(UNRESOLVED_INSTALMENTS, [today])
  const webhooks = await pool.query<{ n: number }>(WEBHOOKS_MISSING)
  return { unresolvedInstalments: unresolved.rows[0].n, webhooksMissing: webhooks.rows[0].n }
}
