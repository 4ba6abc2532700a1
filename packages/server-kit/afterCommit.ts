import type { PayloadRequest } from 'payload'

type Task = () => Promise<void>
const KEY = 'afterCommit'

/**
 * Bookkeeping that must not share the booking's transaction (a failure there would abort it):
 * queued on the request and run by the operation that owns the transaction, after it commits.
 * Without a transaction to wait for, it runs now.
 */
export async function afterCommit(req: PayloadRequest, task: Task): Promise<void> {
  if (!req.transactionID) return task()
  const queue = ((req.context[KEY] as Task[] | undefined) ??= [])
  queue.push(task)
}

/** Runs what afterCommit queued, each outside any transaction; failures are logged, never thrown. */
export async function runAfterCommit(req: PayloadRequest): Promise<void> {
  const queue = (req.context[KEY] as Task[] | undefined) ?? []
  req.context[KEY] = []
  for (const task of queue) {
    try {
      await task()
    } catch (error) {
      req.payload.logger.error({ err: error, msg: 'after-commit task failed' })
    }
  }
}

/** After a rollback: what was queued belongs to work that never happened. */
export function discardAfterCommit(req: PayloadRequest): void {
  req.context[KEY] = []
}
