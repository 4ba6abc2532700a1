/* global console, process */
// Browser bundles must never reach server-only code: from every 'use client' file, follow the
// value imports (tsconfig aliases resolved) and fail on the server kit's index, the database or
// Node's modules. A barrel such as @booking/client pulls in every module it re-exports, so one
// stray import breaks the build with "Can't resolve 'fs'"; this names the chain instead.
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { resolveImport } from './importBoundaries.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const SERVER_PACKAGES =
  /^(payload$|pg($|\/)|@payloadcms\/(db-postgres|next)|node:|fs$|net$|nodemailer|pdfkit|stripe$|sharp)/
const SERVER_FILES = ['packages/server-kit/index.ts']
const EXTS = ['', '.ts', '.tsx', '/index.ts', '/index.tsx']
const IMPORT = /^(?:import|export)\s+(type\s+)?(?:([^'";]*?)\s+from\s+)?'([^']+)'/gm

const fileOf = (target) =>
  EXTS.map((e) => target + e).find(
    (f) => fs.existsSync(path.join(root, f)) && fs.statSync(path.join(root, f)).isFile(),
  )
const typeOnly = (clause = '') => {
  const named = /^\{([^}]*)\}$/.exec(clause.trim())
  return !!named && named[1].split(',').every((p) => !p.trim() || p.trim().startsWith('type '))
}

const tracked = execFileSync('git', ['ls-files', '*.ts', '*.tsx'], {
  cwd: root,
  encoding: 'utf8',
}).split('\n')
const roots = tracked.filter(
  (f) =>
    f &&
    !f.endsWith('.spec.ts') &&
    /^\s*['"]use client['"]/.test(fs.readFileSync(path.join(root, f), 'utf8')),
)
const trail = new Map(roots.map((f) => [f, [f]]))
const queue = [...roots]
const problems = new Map()
while (queue.length) {
  const file = queue.pop()
  const src = fs.readFileSync(path.join(root, file), 'utf8')
  for (const [, type, clause, spec] of src.matchAll(IMPORT)) {
    if (type || typeOnly(clause)) continue
    const target = resolveImport(spec, path.join(root, file))
    const hit = target ? fileOf(target) : null
    if (!target) {
      if (SERVER_PACKAGES.test(spec)) problems.set(spec, [...trail.get(file), spec])
      continue
    }
    if (!hit || trail.has(hit)) continue
    trail.set(hit, [...trail.get(file), hit])
    if (SERVER_FILES.includes(hit)) problems.set(hit, trail.get(hit))
    else queue.push(hit)
  }
}
for (const [what, chain] of problems)
  console.error(`Browser code reaches ${what}:\n  ${chain.join('\n  ')}`)
if (problems.size) process.exit(1)
console.log(
  `client graph: ${roots.length} 'use client' files, ${trail.size} files reached, no server code`,
)
