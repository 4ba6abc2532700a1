import { execFile } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'

import { afterAll, describe, expect, it } from 'vitest'

import { client, routesOf, routeUrl } from './index'

// The proof the contract binds: the fixture caller compiles, and the same caller against a
// contract whose field was renamed fails `tsc` naming the field.
const here = import.meta.dirname
const tsc = path.resolve(here, '../../node_modules/typescript/bin/tsc')
const dirs: string[] = []
afterAll(() => dirs.forEach((d) => fs.rmSync(d, { recursive: true, force: true })))

async function compile(contract: string) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'route-table-'))
  dirs.push(dir)
  const index = path.join(here, 'index').replaceAll('\\', '/')
  fs.writeFileSync(path.join(dir, 'contract.ts'), contract.replace("'../index'", `'${index}'`))
  fs.copyFileSync(path.join(here, 'fixture/caller.ts'), path.join(dir, 'caller.ts'))
  const options = {
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    target: 'ES2022',
    lib: ['dom', 'es2022'],
    module: 'esnext',
    moduleResolution: 'bundler',
    types: [],
  }
  const config = { compilerOptions: options, files: ['caller.ts'] }
  fs.writeFileSync(path.join(dir, 'tsconfig.json'), JSON.stringify(config))
  try {
    await promisify(execFile)(process.execPath, [tsc, '-p', dir])
    return { ok: true, out: '' }
  } catch (e) {
    return { ok: false, out: String((e as { stdout?: string }).stdout) }
  }
}

const contract = fs.readFileSync(path.join(here, 'fixture/contract.ts'), 'utf8')

describe('a route table the compiler checks', () => {
  it('compiles the caller against the contract as declared', async () => {
    expect(await compile(contract)).toEqual({ ok: true, out: '' })
  })

  it('fails the caller when the contract renames a request field', async () => {
    const renamed = contract.replace('eventDate: string', 'eventDay: string')
    const result = await compile(renamed)
    expect(result.ok).toBe(false)
    expect(result.out).toMatch(/caller\.ts.*error TS\d+:.*'eventDate' does not exist/)
  })

  it('fails the caller when a path parameter or an error code changes', async () => {
    const renamed = contract
      .replace("'/api/things/:id'", "'/api/things/:thingId'")
      .replace("'slot_taken' |", "'slot_gone' |")
    const result = await compile(renamed)
    expect(result.out).toMatch(/caller\.ts\(7,.*error TS2353.*'id' does not exist/)
    expect(result.out).toMatch(/caller\.ts\(6,.*error TS2367/)
  })
})

describe('routeUrl and client', () => {
  const route = routesOf<'x'>()
  const table = {
    one: route<{ query?: { token?: string; page?: number } }>().get('/api/b/:id/g/:token'),
    send: route<{ body: { a: number } }>().post('/api/s'),
    poke: route().post('/api/p/:id'),
  }

  it('encodes path parameters and leaves out empty query values', () => {
    const url = routeUrl(table.one, {
      id: 7,
      token: 'a/b c',
      query: { token: 'x&y', page: undefined },
    })
    expect(url).toBe('/api/b/7/g/a%2Fb%20c?token=x%26y')
    expect(routeUrl(table.one, { id: 1, token: 't', query: 'where[a]=1' })).toBe(
      '/api/b/1/g/t?where[a]=1',
    )
  })

  it('sends the method and body the route declares', async () => {
    const seen: { url: string; method?: string; body?: unknown }[] = []
    const fetch = (async (url: string, init: RequestInit) => {
      seen.push({ url, method: init.method, body: init.body })
      return new Response('{"done":true}', { status: 200 })
    }) as unknown as typeof globalThis.fetch
    const api = client(table)
    expect(await api.send({ body: { a: 1 } }, { fetch })).toMatchObject({
      ok: true,
      data: { done: true },
    })
    await api.poke({ id: 3 }, { fetch })
    expect(seen).toEqual([
      { url: '/api/s', method: 'POST', body: '{"a":1}' },
      { url: '/api/p/3', method: 'POST', body: undefined },
    ])
  })
})
