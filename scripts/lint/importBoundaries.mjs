// An ESLint rule that resolves each import (relative paths and tsconfig aliases) against the
// importing file, so "the host" means the repo's own folders, whatever the file's depth: a
// plugin's own `../fields/x` is allowed, the host's `../../../fields/x` is not. A rule of its
// own, so it never overrides the `no-restricted-imports` options of another config block.
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')

/** tsconfig `paths` as [prefix, repo-relative target] pairs ('@/' → 'src/'). */
function aliases() {
  const { paths = {} } = JSON.parse(
    fs.readFileSync(path.join(root, 'tsconfig.json'), 'utf8'),
  ).compilerOptions
  return Object.entries(paths).map(([key, [target]]) => [
    key.replace(/\*$/, ''),
    path.normalize(target.replace(/\*$/, '')),
  ])
}

/** The repo-relative path an import lands on, or null for a package import. */
export function resolveImport(source, fromFile, table = aliases()) {
  if (source.startsWith('.'))
    return path.relative(root, path.resolve(path.dirname(fromFile), source))
  for (const [prefix, target] of table) {
    if (prefix.endsWith('/') ? source.startsWith(prefix) : source === prefix)
      return path.join(target, source.slice(prefix.length))
  }
  return null
}

const lands = (target, folder) =>
  target === folder || target.startsWith(`${folder}/`) || target.startsWith(`${folder}.`)

export const importBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid imports that land in the given repo folders or files.' },
    schema: [
      {
        type: 'object',
        properties: {
          forbidden: { type: 'array', items: { type: 'string' } },
          message: { type: 'string' },
        },
        required: ['forbidden', 'message'],
        additionalProperties: false,
      },
    ],
  },
  create(context) {
    const { forbidden, message } = context.options[0]
    const table = aliases()
    const check = (node) => {
      const source = node.source
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string') return
      const target = resolveImport(source.value, context.filename, table)
      const hit = target && forbidden.find((folder) => lands(target, folder))
      if (hit) context.report({ node: source, message: `${message} ('${source.value}': ${hit})` })
    }
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    }
  },
}
