import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterAll, describe, expect, it } from 'vitest'

import { checkBudgets } from './checkBudgets'
import { routeStartupJs } from './routeStartupJs'

// A build's manifests as Next 16 (Turbopack) writes them, with chunks of incompressible bytes.
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'budgets-'))
const write = (file: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
  fs.writeFileSync(path.join(dir, file), text)
}
const noise = (kib: number) => crypto.randomBytes(Math.round(kib * 1024)).toString('base64')
const chunk = (id: number, kib: number) =>
  `(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push(["object"==typeof document?document.currentScript:void 0,${id},t=>{t.v("${noise(kib)}")}]);`
const manifest = (page: string, files: string[], modules: Record<string, number>) =>
  `globalThis.__RSC_MANIFEST=globalThis.__RSC_MANIFEST||{};globalThis.__RSC_MANIFEST["${page}"]=${JSON.stringify(
    {
      clientModules: Object.fromEntries(
        Object.entries(modules).map(([file, id]) => [`[project]/${file}`, { id, chunks: files }]),
      ),
      entryJSFiles: { '[project]/app/(frontend)/layout': ['static/chunks/layout.js'], page: files },
    },
  )};`

write('build-manifest.json', JSON.stringify({ rootMainFiles: ['static/chunks/root.js'] }))
write(
  'server/app-paths-manifest.json',
  JSON.stringify({
    '/(frontend)/page': 'app/(frontend)/page.js',
    '/(frontend)/booking/manage/page': 'app/(frontend)/booking/manage/page.js',
    '/(payload)/admin/page': 'app/(payload)/admin/page.js',
  }),
)
write('static/chunks/root.js', chunk(11, 100))
write('static/chunks/layout.js', chunk(12, 10))
write('static/chunks/home.js', chunk(13, 5))
write('static/chunks/manage.js', chunk(4242, 60))
write(
  'server/app/(frontend)/page_client-reference-manifest.js',
  manifest('/(frontend)/page', ['static/chunks/home.js'], {}),
)
write(
  'server/app/(frontend)/booking/manage/page_client-reference-manifest.js',
  manifest('/(frontend)/booking/manage/page', ['static/chunks/manage.js'], {
    'src/components/manage/ModifyPanel.tsx': 4242,
  }),
)
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

describe('start-up JS budgets', () => {
  it('sums the root chunks and the route segments’ chunks of each public page', () => {
    const routes = routeStartupJs(dir)
    expect(routes.map((r) => r.route)).toEqual(['/', '/booking/manage'])
    const manage = routes[1]
    expect(manage.chunks.map((c) => c.file).sort()).toEqual([
      'static/chunks/layout.js',
      'static/chunks/manage.js',
      'static/chunks/root.js',
    ])
    expect(manage.gzip / 1024).toBeGreaterThan(165)
    expect(routes[0].gzip / 1024).toBeLessThan(150)
  })

  it('fails a route over its budget, naming the route, its own chunk and the largest module', () => {
    const result = checkBudgets(dir)
    expect(result.ok).toBe(false)
    expect(result.failures).toHaveLength(1)
    const [failure] = result.failures
    expect(failure).toMatch(/^\/booking\/manage: \d+\.\d KiB gzip, budget 165 KiB/)
    expect(failure).toContain('chunk static/chunks/manage.js')
    expect(failure).toContain('src/components/manage/ModifyPanel.tsx (module 4242)')
    expect(result.table).toMatch(/\/booking\/manage .* OVER/)
  })
})
