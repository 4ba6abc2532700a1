import type { PayloadRequest } from 'payload'
import { describe, expect, it, vi } from 'vitest'

import { afterCommit, ownAfterCommit, runAfterCommit } from './afterCommit'

const reqIn = (transactionID?: string) => {
  const logger = { warn: vi.fn(), error: vi.fn() }
  const committed: string[] = []
  // Payload's adapter as it keeps an open transaction: a session whose resolve commits it.
  const sessions: Record<string, { resolve: () => Promise<void> }> = {}
  if (transactionID)
    sessions[transactionID] = { resolve: async () => void committed.push(transactionID) }
  const db = { sessions }
  const req = { transactionID, context: {}, payload: { logger, db } } as unknown as PayloadRequest
  return { req, logger, sessions, committed }
}

describe('afterCommit', () => {
  it('runs at once without a transaction', async () => {
    const { req } = reqIn()
    const task = vi.fn(async () => {})
    await afterCommit(req, task)
    expect(task).toHaveBeenCalledTimes(1)
  })

  it('waits for the commit of a transaction inTransaction owns', async () => {
    const { req, logger } = reqIn('tx1')
    ownAfterCommit(req)
    const task = vi.fn(async () => {})
    await afterCommit(req, task)
    expect(task).not.toHaveBeenCalled()
    await runAfterCommit(req)
    expect(task).toHaveBeenCalledTimes(1)
    expect(logger.warn).not.toHaveBeenCalled()
  })

  it("inside Payload's own transaction, waits for Payload's commit (never lost, never early)", async () => {
    const { req, logger, sessions, committed } = reqIn('payloads-tx')
    const order: string[] = []
    await afterCommit(req, async () => {
      order.push(`task after ${committed.join()}`)
      order.push(`transaction ${String(req.transactionID)}`)
    })
    await afterCommit(req, async () => {
      throw new Error('smtp down')
    })
    expect(order).toEqual([])
    await sessions['payloads-tx']!.resolve()
    expect(order).toEqual(['task after payloads-tx', 'transaction undefined'])
    expect(logger.error).toHaveBeenCalledTimes(1) // the second task's failure, logged
    expect(logger.warn).not.toHaveBeenCalled()
  })

  it('a rolled-back Payload transaction never runs its tasks', async () => {
    const { req, sessions } = reqIn('payloads-tx')
    const task = vi.fn(async () => {})
    await afterCommit(req, task)
    delete sessions['payloads-tx'] // rollbackTransaction drops the session and calls reject
    expect(task).not.toHaveBeenCalled()
  })

  it('with no session to wait for, runs now and says so', async () => {
    const { req, logger, sessions } = reqIn('gone')
    delete sessions.gone
    const task = vi.fn(async () => {})
    await afterCommit(req, task)
    expect(task).toHaveBeenCalledTimes(1)
    expect(logger.warn).toHaveBeenCalledTimes(1)
  })
})
