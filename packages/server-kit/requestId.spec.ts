import { describe, expect, it } from 'vitest'

import { currentRequestId, requestIdFor, runWithRequestId } from './requestId'

const fresh = () => 'generated-id-0001'

describe('requestIdFor', () => {
  it('keeps a well-formed incoming id', () => {
    expect(requestIdFor('3f2b9c1e-7d4a-4b8e-9a51-0c6e2f7d8a90', fresh)).toBe(
      '3f2b9c1e-7d4a-4b8e-9a51-0c6e2f7d8a90',
    )
    expect(requestIdFor('lb:edge-01.req_42', fresh)).toBe('lb:edge-01.req_42')
  })

  it('replaces a missing, short, long or unsafe id with a new one', () => {
    for (const bad of [
      undefined,
      '',
      'short',
      'x'.repeat(129),
      'a b c d e f g',
      'id\nforged-line',
      'id"quote12',
      '<script>alert',
      'Root=1-6789-abcdef',
    ]) {
      expect(requestIdFor(bad, fresh)).toBe(fresh())
    }
  })

  it('takes the first of repeated headers', () => {
    expect(requestIdFor(['first-id-0001', 'second-id-0002'], fresh)).toBe('first-id-0001')
  })

  it('generates UUIDs by default, different each time', () => {
    const a = requestIdFor(undefined)
    expect(a).toMatch(/^[0-9a-f-]{36}$/)
    expect(requestIdFor(undefined)).not.toBe(a)
  })
})

describe('currentRequestId', () => {
  it('follows the request through awaits and is absent outside one', async () => {
    expect(currentRequestId()).toBeUndefined()
    const seen = await runWithRequestId('request-one-01', async () => {
      await new Promise((r) => setTimeout(r, 1))
      return currentRequestId()
    })
    expect(seen).toBe('request-one-01')
    expect(currentRequestId()).toBeUndefined()
  })
})
