import { sql } from '@payloadcms/db-postgres'
import { describe, expect, it } from 'vitest'

import { testPayload } from '../helpers/payload'

type Db = { execute: (q: ReturnType<typeof sql>) => Promise<{ rows: { v: string }[] }> }

describe('job task names in the migrated database', () => {
  it('every task the config schedules can be queued and logged (its name is in both enums)', async () => {
    const payload = await testPayload()
    const tasks = (payload.config.jobs.tasks ?? []).map((t) => t.slug)
    expect(tasks.length).toBeGreaterThan(5)
    const db = payload.db.drizzle as unknown as Db
    for (const type of ['enum_payload_jobs_task_slug', 'enum_payload_jobs_log_task_slug']) {
      const { rows } = await db.execute(
        sql`SELECT unnest(enum_range(NULL::${sql.identifier(type)}))::text AS v`,
      )
      const known = new Set(rows.map((r) => r.v))
      expect(
        tasks.filter((slug) => !known.has(slug)),
        type,
      ).toEqual([])
    }
  })
})
