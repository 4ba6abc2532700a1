import fs from 'node:fs'
import path from 'node:path'
import vm from 'node:vm'
import zlib from 'node:zlib'

export type ChunkSize = { file: string; raw: number; gzip: number }
export type RouteJs = { route: string; chunks: ChunkSize[]; raw: number; gzip: number }

const readJson = (file: string) => JSON.parse(fs.readFileSync(file, 'utf8'))
const sizes = new Map<string, ChunkSize>()

/** A client chunk's bytes, raw and gzipped at level 9 (as a CDN would serve it). */
export function chunkSize(nextDir: string, file: string): ChunkSize {
  let size = sizes.get(file)
  if (!size) {
    const body = fs.readFileSync(path.join(nextDir, file.replace(/^\/?_next\//, '')))
    size = { file, raw: body.length, gzip: zlib.gzipSync(body, { level: 9 }).length }
    sizes.set(file, size)
  }
  return size
}

/** The route's client reference manifest: a script that fills globalThis.__RSC_MANIFEST. */
function entryJsFiles(manifestFile: string): string[] {
  const sandbox = { globalThis: {} as { __RSC_MANIFEST?: Record<string, unknown> } }
  vm.runInNewContext(fs.readFileSync(manifestFile, 'utf8'), sandbox)
  const [manifest] = Object.values(sandbox.globalThis.__RSC_MANIFEST ?? {}) as {
    entryJSFiles?: Record<string, string[]>
  }[]
  return Object.values(manifest?.entryJSFiles ?? {}).flat()
}

/**
 * Start-up JavaScript of every public page, from the production build's own manifests (Next 16,
 * Turbopack): the root chunks every page loads (build-manifest.json `rootMainFiles`; the
 * noModule polyfills are skipped by modern browsers) plus the chunks of the page's segments
 * (its client reference manifest's `entryJSFiles`: layouts, not-found boundaries, the page).
 * The same scripts the HTML names (checked against Chromium: docs/performance-budgets.md).
 */
export function routeStartupJs(nextDir = path.resolve('.next')): RouteJs[] {
  const rootMain: string[] = readJson(path.join(nextDir, 'build-manifest.json')).rootMainFiles
  const pages: Record<string, string> = readJson(
    path.join(nextDir, 'server/app-paths-manifest.json'),
  )
  const routes: RouteJs[] = []
  for (const [key, file] of Object.entries(pages)) {
    if (!key.startsWith('/(frontend)/') || !key.endsWith('/page')) continue
    const route = key.replace('/(frontend)', '').replace(/\/page$/, '') || '/'
    const manifest = path.join(
      nextDir,
      'server',
      file.replace(/\.js$/, '_client-reference-manifest.js'),
    )
    const files = [...new Set([...rootMain, ...entryJsFiles(manifest)])]
    const chunks = files.map((f) => chunkSize(nextDir, f)).sort((a, b) => b.gzip - a.gzip)
    const sum = (k: 'raw' | 'gzip') => chunks.reduce((n, c) => n + c[k], 0)
    routes.push({ route, chunks, raw: sum('raw'), gzip: sum('gzip') })
  }
  return routes.sort((a, b) => a.route.localeCompare(b.route))
}
