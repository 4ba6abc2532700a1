import { describe, expect, it } from 'vitest'

import { jsonDepth, parseBoundedJson, readBoundedJson } from './boundedJson'

const request = (body: string, headers: Record<string, string> = {}) =>
  new Request('http://x/', { method: 'POST', body, headers })

describe('bounded JSON', () => {
  it('measures nesting outside strings only', () => {
    expect(jsonDepth('{"a":[1,{"b":2}]}')).toBe(3)
    expect(jsonDepth('{"a":"[[[[{{{{\\"]]"}')).toBe(1)
    expect(jsonDepth('1')).toBe(0)
  })
  it('refuses deep, large and malformed bodies without parsing them', () => {
    const deep = '['.repeat(5000) + ']'.repeat(5000)
    expect(parseBoundedJson(deep)).toEqual({ ok: false, code: 'too_deep' })
    expect(parseBoundedJson(`"${'x'.repeat(70_000)}"`)).toEqual({
      ok: false,
      code: 'body_too_large',
    })
    expect(parseBoundedJson('{"a":')).toEqual({ ok: false, code: 'invalid_json' })
    expect(parseBoundedJson('')).toEqual({ ok: true, data: {} })
    expect(parseBoundedJson('{"a":[1,2]}')).toEqual({ ok: true, data: { a: [1, 2] } })
  })
  it('stops reading a request body past the limit', async () => {
    expect(await readBoundedJson(request('{"a":1}'))).toEqual({ ok: true, data: { a: 1 } })
    expect(await readBoundedJson(request('x'.repeat(70_000)))).toEqual({
      ok: false,
      code: 'body_too_large',
    })
    expect(
      await readBoundedJson(request('{}', { 'content-length': '999999' }), {
        maxBytes: 100,
        maxDepth: 5,
      }),
    ).toEqual({ ok: false, code: 'body_too_large' })
    expect(await readBoundedJson(new Request('http://x/', { method: 'POST' }))).toEqual({
      ok: true,
      data: {},
    })
  })
})
