// Follows value imports (tsconfig aliases resolved, type-only imports skipped) from some files and
// records how each file or package was first reached: the chain the client-graph lint and the
// start-up JS budget check (scripts/lib/budgets) print.
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { resolveImport } from './importBoundaries.mjs'

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
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

/**
 * From `roots` (repo-relative files), breadth first: `files` maps each repo file reached to its
 * chain, `packages` each bare import (as written, e.g. 'moment-timezone') to its chain.
 * `stopAt(file)` true: the file is recorded but not followed.
 */
export function importChains(roots, stopAt = () => false) {
  const files = new Map(roots.map((f) => [f, [f]]))
  const packages = new Map()
  const queue = [...roots]
  while (queue.length) {
    const file = queue.shift()
    const src = fs.readFileSync(path.join(root, file), 'utf8')
    for (const [, type, clause, spec] of src.matchAll(IMPORT)) {
      if (type || typeOnly(clause)) continue
      const target = resolveImport(spec, path.join(root, file))
      if (!target) {
        if (!packages.has(spec)) packages.set(spec, [...files.get(file), spec])
        continue
      }
      const hit = fileOf(target)
      if (!hit || files.has(hit)) continue
      files.set(hit, [...files.get(file), hit])
      if (!stopAt(hit)) queue.push(hit)
    }
  }
  return { files, packages }
}
