import type { Payload } from 'payload'
import { describe, expect, it } from 'vitest'

import { freshCatalogVersion } from './catalogCache'

/** A database whose version reads answer only when the test says, in the order they were sent. */
function heldDatabase() {
  const sent: Array<{ answer: (version: string) => void; fail: (error: Error) => void }> = []
  const query = () =>
    new Promise<{ rows: Array<{ version: string }> }>((resolve, reject) =>
      sent.push({ answer: (version) => resolve({ rows: [{ version }] }), fail: reject }),
    )
  const payload = { db: { pool: { query } } } as unknown as Payload
  return { payload, sent }
}

const settle = () => new Promise((resolve) => setImmediate(resolve))

describe('freshCatalogVersion', () => {
  it('never hands a caller a read sent before it asked: callers during a read share the next one', async () => {
    const { payload, sent } = heldDatabase()
    const first = freshCatalogVersion(payload)
    expect(sent).toHaveLength(1)
    // An edit commits while the first read is in flight; these callers came after it.
    const second = freshCatalogVersion(payload)
    const third = freshCatalogVersion(payload)
    await settle()
    expect(sent).toHaveLength(1) // not sent yet: it waits for the first to answer
    sent[0].answer('1')
    await settle()
    expect(sent).toHaveLength(2)
    sent[1].answer('2')
    expect(await first).toBe('1')
    expect(await second).toBe('2')
    expect(await third).toBe('2')
  })

  it('starts a new read for a caller after the last one answered', async () => {
    const { payload, sent } = heldDatabase()
    const first = freshCatalogVersion(payload)
    sent[0].answer('5')
    expect(await first).toBe('5')
    const later = freshCatalogVersion(payload)
    expect(sent).toHaveLength(2)
    sent[1].answer('6')
    expect(await later).toBe('6')
  })

  it('a failed read fails only its own callers; the queued read still goes out', async () => {
    const { payload, sent } = heldDatabase()
    const first = freshCatalogVersion(payload)
    const queued = freshCatalogVersion(payload)
    sent[0].fail(new Error('connection lost'))
    await expect(first).rejects.toThrow('connection lost')
    await settle()
    sent[1].answer('3')
    expect(await queued).toBe('3')
  })
})
