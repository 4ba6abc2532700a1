import type { PayloadRequest } from 'payload'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'

import { defineEndpoint } from './defineEndpoint'

const request = (body: string | undefined, user: unknown = null, url = 'http://x/api/t') =>
  ({
    url,
    user,
    routeParams: { id: '7' },
    headers: new Headers(),
    json: async () => JSON.parse(body ?? ''),
  }) as unknown as PayloadRequest

const endpoint = defineEndpoint({
  path: '/t/:id',
  method: 'post',
  schema: z.object({ name: z.string().min(1, 'is required') }),
  errors: { taken: { status: 409, message: 'Taken.' } },
  run: ({ data, params }) =>
    data.name === 'taken'
      ? { ok: false, code: 'taken', field: 'name' }
      : { ok: true, status: 201, body: { hello: data.name, id: params.id } },
})

describe('defineEndpoint', () => {
  it('parses the body and answers the run result', async () => {
    const res = await endpoint.handler(request('{"name":"Ada"}'))
    expect(res.status).toBe(201)
    expect(await res.json()).toEqual({ hello: 'Ada', id: '7' })
  })

  it('maps a domain failure through the table', async () => {
    const res = await endpoint.handler(request('{"name":"taken"}'))
    expect(res.status).toBe(409)
    expect(await res.json()).toMatchObject({ code: 'taken', message: 'Taken.', field: 'name' })
  })

  it('answers 400 with a code for bad JSON, non-object bodies and invalid fields', async () => {
    for (const [body, code] of [
      ['{not json', 'invalid_json'],
      ['[1,2]', 'invalid_json'],
      ['{"name":""}', 'invalid_input'],
    ]) {
      const res = await endpoint.handler(request(body))
      expect(res.status).toBe(400)
      expect((await res.json()).code).toBe(code)
    }
    const res = await endpoint.handler(request('{"name":""}'))
    expect((await res.json()).message).toBe('Validation error: name: is required')
  })

  it('checks access before anything else', async () => {
    const staffOnly = defineEndpoint({
      path: '/s',
      method: 'get',
      auth: 'staff',
      run: () => ({ ok: true, body: {} }),
    })
    expect((await staffOnly.handler(request(undefined))).status).toBe(401)
    expect((await staffOnly.handler(request(undefined, { roles: ['customer'] }))).status).toBe(403)
    expect((await staffOnly.handler(request(undefined, { roles: ['staff'] }))).status).toBe(200)
  })

  it('refuses through the guard before parsing', async () => {
    const guarded = defineEndpoint({
      path: '/g',
      method: 'post',
      schema: z.object({ a: z.string() }),
      guard: () => ({ ok: false, code: 'not_found' }),
      run: () => ({ ok: true, body: {} }),
    })
    expect((await guarded.handler(request('{not json'))).status).toBe(404)
  })
})
