import { sql } from '@payloadcms/db-postgres'

/**
 * A voluntary tip's receipt (issue 35) is not a sale: no GST or RST, not revenue, not money
 * held for a booking, never part of what a booking owes or has paid. Its document says so in
 * `breakdown.tip`; every query of documents leaves it out (or counts it apart) by this test.
 */
export const TIP_RECEIPT = (alias = '') => `COALESCE(${alias}breakdown->>'tip', '') = 'true'`

/** The documents that are not a tip's receipt, for a Drizzle query (reports, money held). */
export const notTip = (alias = '') => sql.raw(`COALESCE(${alias}breakdown->>'tip', '') <> 'true'`)
