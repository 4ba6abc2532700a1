import type { PayloadRequest } from 'payload'

type Task = () => Promise<void>
const KEY = 'afterCommit'
const OWNER = 'afterCommitOwner'
const TASKS = Symbol('afterCommit tasks')

/**
 * Bookkeeping that must not share the booking's transaction (a failure there would abort it):
 * queued on the request and run by the operation that owns the transaction, after it commits.
 * Without a transaction to wait for, it runs now. Inside a transaction inTransaction did not open
 * (Payload's own create or update, a hook of it) nothing ran the queue: the design-proof email was
 * lost that way. There the task waits for Payload's commit of that transaction instead.
 */
export async function afterCommit(req: PayloadRequest, task: Task): Promise<void> {
  if (!req.transactionID) return task()
  if (req.context[OWNER] === req.transactionID) {
    const queue = ((req.context[KEY] as Task[] | undefined) ??= [])
    queue.push(task)
  } else if (!afterPayloadCommit(req, task)) {
    req.payload.logger.warn({ msg: 'afterCommit: no commit to wait for; the task runs now' })
    await runLogged(req, task)
  }
}

type Session = { resolve: () => Promise<unknown>; [TASKS]?: Task[] }

/**
 * Payload's database adapter keeps each open transaction as a session whose `resolve` commits it
 * (@payloadcms/drizzle, pinned: commitTransaction calls it; a rollback calls `reject`). The tasks
 * run after that commit; a rolled-back transaction never calls it, so they never run.
 */
function afterPayloadCommit(req: PayloadRequest, task: Task): boolean {
  const id = req.transactionID
  const sessions = (req.payload.db as { sessions?: Record<string, Session> }).sessions
  const session = typeof id === 'string' || typeof id === 'number' ? sessions?.[id] : undefined
  if (!session || typeof session.resolve !== 'function') return false
  if (!session[TASKS]) {
    const tasks: Task[] = (session[TASKS] = [])
    const commit = session.resolve
    session.resolve = async () => {
      const done = await commit()
      // Payload forgets the id only after this returns: a task that opens a transaction of its
      // own (inTransaction) must not take the committed one for an open one.
      if (req.transactionID === id) delete req.transactionID
      for (const t of tasks) await runLogged(req, t)
      return done
    }
  }
  session[TASKS].push(task)
  return true
}

/** Marks the request's open transaction as one whose owner runs the queue when it commits. */
export function ownAfterCommit(req: PayloadRequest): void {
  req.context[OWNER] = req.transactionID
}

async function runLogged(req: PayloadRequest, task: Task) {
  try {
    await task()
  } catch (error) {
    req.payload.logger.error({ err: error, msg: 'after-commit task failed' })
  }
}

/** Runs what afterCommit queued, each outside any transaction; failures are logged, never thrown. */
export async function runAfterCommit(req: PayloadRequest): Promise<void> {
  const queue = (req.context[KEY] as Task[] | undefined) ?? []
  req.context[KEY] = []
  for (const task of queue) await runLogged(req, task)
}

/** After a rollback: what was queued belongs to work that never happened. */
export function discardAfterCommit(req: PayloadRequest): void {
  req.context[KEY] = []
}
