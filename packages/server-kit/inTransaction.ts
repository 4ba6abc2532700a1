import { initTransaction, killTransaction, type PayloadRequest } from 'payload'

import { discardAfterCommit, ownAfterCommit, runAfterCommit } from './afterCommit'
import { commitOrThrow } from './commitOrThrow'
import { isLockConflict, sqlStateOf } from './lockConflict'

/**
 * Runs `work` in the request's transaction, opening one when none is open. Whoever opened it
 * commits when `keep(result)` and then runs the after-commit tasks; otherwise, or on an error,
 * it rolls back and drops them. Inside a caller's transaction the caller decides. A transaction
 * it opened that PostgreSQL aborts as deadlocked or serialization-failed runs once more (logged):
 * the work re-reads everything under its locks, so the second run decides afresh.
 */
export async function inTransaction<T>(
  req: PayloadRequest,
  work: () => Promise<T>,
  keep: (result: T) => boolean = () => true,
): Promise<T> {
  const owns = !req.transactionID
  try {
    return await runOnce(req, work, keep)
  } catch (error) {
    if (!owns || !isLockConflict(error)) throw error
    req.payload.logger.warn({
      msg: `transaction aborted by PostgreSQL (${sqlStateOf(error)}): retried once`,
    })
    return runOnce(req, work, keep)
  }
}

async function runOnce<T>(
  req: PayloadRequest,
  work: () => Promise<T>,
  keep: (result: T) => boolean,
): Promise<T> {
  const owns = await initTransaction(req)
  if (owns) ownAfterCommit(req)
  const rollBack = async () => {
    if (!owns) return
    await killTransaction(req)
    discardAfterCommit(req)
  }
  try {
    const result = await work()
    if (owns && keep(result)) {
      await commitOrThrow(req)
      await runAfterCommit(req)
    } else await rollBack()
    return result
  } catch (error) {
    await rollBack()
    throw error
  }
}

/**
 * inTransaction, tried again up to `attempts` times in all while `work` throws an error that
 * `retryable` accepts (a lost race for a booth). Only a transaction it opens is retried: the error
 * aborted a caller's, so the caller decides. Undefined when every attempt lost.
 */
export async function retryInTransaction<T>(
  req: PayloadRequest,
  retry: { attempts: number; retryable: (error: unknown) => boolean },
  work: () => Promise<T>,
  keep?: (result: T) => boolean,
): Promise<T | undefined> {
  for (let attempt = 0; attempt < retry.attempts; attempt++) {
    const owns = !req.transactionID
    try {
      return await inTransaction(req, work, keep)
    } catch (error) {
      if (!owns || !retry.retryable(error)) throw error
    }
  }
  return undefined
}
