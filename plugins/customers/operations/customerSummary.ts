import type { PayloadRequest } from 'payload'

import { BUSINESS_TIME_ZONE, todayInZone } from '@kernel/time'

import { customerRows, type CustomerRow } from './customerRows'

/** The count of distinct customers and the latest `limit` of them (the spec shows 10), with
 * today's Winnipeg date so the page shows a year only when it is not this one. */
export async function customerSummary(
  req: PayloadRequest,
  limit = 10,
): Promise<{ customers: CustomerRow[]; totalCount: number; today: string }> {
  const customers: CustomerRow[] = []
  let totalCount = 0
  for await (const row of customerRows(req)) {
    totalCount++
    if (customers.length < limit) customers.push(row)
  }
  return { customers, totalCount, today: todayInZone(new Date(), BUSINESS_TIME_ZONE) }
}
