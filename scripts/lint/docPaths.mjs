/* global console, process */
// Docs must not point at files that are gone: every relative link and every backticked repository
// path in README.md, CHANGELOG.md and docs/**/*.md has to exist in the tree. A backticked span is
// a path when it has no spaces and either starts with a top-level entry of the repository
// (`plugins/booking/core/`, `scripts/test.ts`) or is a bare file name with a source extension
// (`boothSchedules.ts`, found anywhere). Routes (`/api/ready`), URLs, packages (`@booking`,
// `zod/mini`), env vars and commands are not paths. `*` matches within one path segment.
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const FILE_NAME = /^[\w.-]+\.(ts|tsx|mjs|cjs|js|json|md|scss|css|sql|sh|example)$/
const LINK = /\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g
const CODE = /`([^`\n]+)`/g

/** The repository's files (tracked and new, git-ignored ones excepted) and their folders. */
export function treeOf(dir) {
  const out = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd: dir,
    encoding: 'utf8',
  })
  const files = out.split('\n').filter((f) => f && fs.existsSync(path.join(dir, f)))
  const dirs = new Set()
  for (const f of files)
    for (let i = f.indexOf('/'); i > 0; i = f.indexOf('/', i + 1)) dirs.add(f.slice(0, i))
  return { files, dirs, top: new Set(files.map((f) => f.split('/')[0])) }
}

const globRegex = (p) =>
  new RegExp(`^${p.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]*')}$`)

/** Whether a repository-relative path (a file, a folder with or without `/`, or a glob) exists. */
function exists(tree, p) {
  const clean = p.replace(/\/$/, '')
  if (clean.includes('*')) {
    const re = globRegex(clean)
    return tree.files.some((f) => re.test(f)) || [...tree.dirs].some((d) => re.test(d))
  }
  return tree.files.includes(clean) || tree.dirs.has(clean)
}

/**
 * The backticked span as a path to check, or null when it is not one. `exact`: from the root;
 * otherwise (a bare file name, or `core/quote.ts` inside some plugin) it may end any file's path.
 */
function pathIn(span, tree) {
  const s = span.trim()
  if (/[\s<>{}…]|(?<!\[)\.\.\.|^[/@~$]|^[a-z]+:/i.test(s)) return null
  if (tree.top.has(s.split('/')[0]) && s.includes('/')) return { path: s, exact: true }
  return FILE_NAME.test(s.split('/').pop()) ? { path: s, exact: false } : null
}

const SOURCE_EXTS = ['', '.ts', '.tsx', '.mjs', '/index.ts', '/index.tsx']

/** Whether a named path exists (an import-style path may leave out `.ts` or `/index.ts`). */
function found(tree, { path: p, exact }) {
  if (exact) return SOURCE_EXTS.some((e) => exists(tree, p.replace(/\/$/, '') + e))
  return tree.files.some((f) => f === p || f.endsWith(`/${p}`))
}

/** Problems in one markdown file: `file:line: message` strings. */
export function brokenPaths(file, text, tree) {
  const problems = []
  const dir = path.posix.dirname(file)
  let fenced = false
  text.split('\n').forEach((line, i) => {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced
    if (fenced) return
    const where = `${file}:${i + 1}`
    for (const [, target] of line.matchAll(LINK)) {
      if (/^([a-z]+:|#)/i.test(target)) continue
      const rel = path.posix.normalize(path.posix.join(dir, decodeURI(target.split('#')[0])))
      if (rel.startsWith('..') || !exists(tree, rel))
        problems.push(`${where}: link to a missing ${target}`)
    }
    for (const [, span] of line.replace(LINK, ']()').matchAll(CODE)) {
      const named = pathIn(span, tree)
      if (named && !found(tree, named))
        problems.push(`${where}: \`${named.path}\` is not in the tree`)
    }
  })
  return problems
}

function main() {
  const tree = treeOf(root)
  const docs = tree.files.filter(
    (f) => f === 'README.md' || f === 'CHANGELOG.md' || /^docs\/.*\.md$/.test(f),
  )
  const problems = docs.flatMap((f) =>
    brokenPaths(f, fs.readFileSync(path.join(root, f), 'utf8'), tree),
  )
  for (const p of problems) console.error(p)
  if (problems.length) {
    console.error(`docPaths: ${problems.length} broken path(s) in ${docs.length} markdown files`)
    process.exit(1)
  }
  console.log(`docPaths: every link and named path exists (${docs.length} markdown files)`)
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) main()
