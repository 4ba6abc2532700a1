import type { Payload } from 'payload'

import { poolOf } from '@server-kit'

/** How many payments were recorded with each outcome (the metrics' gauge), on the pool. */
export async function paymentsByStatus(
  payload: Payload,
): Promise<{ status: string; count: number }[]> {
  const { rows } = await poolOf(payload).query<{ status: string; n: string }>(
    `select status::text as status, count(*) as n from payments group by 1`,
  )
  return rows.map((r) => ({ status: r.status, count: Number(r.n) }))
}
