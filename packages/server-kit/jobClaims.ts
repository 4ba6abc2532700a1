// Several servers run Payload's job runner on one database. Payload 3.90 claims jobs by reading
// candidates and then marking them `processing` (two statements: two servers can take the same
// job), and queues a scheduled run after counting the waiting ones (two servers can queue it
// twice). Its `enableConcurrencyControl` keys use the same read-then-write. Here the claim is one
// conditional UPDATE per row, and scheduling holds an advisory lock.
import type { Payload, Where } from 'payload'
import type { Pool } from 'pg'

type UpdateJobsArgs = {
  id?: number | string
  data: Record<string, unknown>
  where?: Where
  limit?: number
  [key: string]: unknown
}
type JobsDb = { updateJobs: (args: UpdateJobsArgs) => Promise<unknown[] | null>; pool: Pool }

// A row another server marked first fails `processing = false` after its commit: nobody else wins.
const CLAIM = `update payload_jobs set processing = true, updated_at = now()
  where id = any($1::int[]) and processing = false and completed_at is null
    and has_error is not true
  returning id`

const SCHEDULE_LOCK = 'payload-jobs:schedule'

/** Is this Payload's "take up to N runnable jobs" call (not an update of one known job)? */
const isClaim = ({ id, data, where }: UpdateJobsArgs) =>
  id === undefined &&
  Boolean(where) &&
  data.processing === true &&
  // Payload's runner adds updatedAt to every update it makes.
  Object.keys(data).every((key) => key === 'processing' || key === 'updatedAt')

export function installJobClaims(payload: Payload): void {
  const db = payload.db as unknown as JobsDb
  const update = db.updateJobs.bind(db)
  db.updateJobs = async (args) => {
    if (!isClaim(args)) return update(args)
    const found = await payload.db.find({
      collection: 'payload-jobs',
      where: args.where!,
      limit: args.limit,
      sort: args.sort as string | undefined,
      pagination: false,
      req: args.req as undefined,
    })
    const ids = found.docs.map((doc) => Number(doc.id))
    if (!ids.length) return []
    const won = (await db.pool.query<{ id: number }>(CLAIM, [ids])).rows.map((row) => row.id)
    if (!won.length) return []
    // Payload's own update re-reads the won rows in the shape its runner expects.
    return update({ ...args, where: { id: { in: won } }, limit: won.length })
  }

  const schedule = payload.jobs.handleSchedules
  payload.jobs.handleSchedules = async (args) => {
    const client = await db.pool.connect()
    try {
      const lock = await client.query<{ ok: boolean }>(
        'select pg_try_advisory_lock(hashtext($1)) as ok',
        [SCHEDULE_LOCK],
      )
      // Another server is queueing this minute's runs: nothing left to do here.
      if (!lock.rows[0]?.ok) return { errored: [], queued: [], skipped: [] }
      try {
        return await schedule(args)
      } finally {
        await client.query('select pg_advisory_unlock(hashtext($1))', [SCHEDULE_LOCK])
      }
    } finally {
      client.release()
    }
  }
}
