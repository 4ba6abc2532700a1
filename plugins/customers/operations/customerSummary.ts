import type { PayloadRequest } from 'payload'

import { customerRows, type CustomerRow } from './customerRows'

/** The count of distinct customers and the latest `limit` of them (the spec shows 10). */
export async function customerSummary(
  req: PayloadRequest,
  limit = 10,
): Promise<{ customers: CustomerRow[]; totalCount: number }> {
  const customers: CustomerRow[] = []
  let totalCount = 0
  for await (const row of customerRows(req)) {
    totalCount++
    if (customers.length < limit) customers.push(row)
  }
  return { customers, totalCount }
}
