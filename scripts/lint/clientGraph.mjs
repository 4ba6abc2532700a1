/* global console, process */
// Browser bundles must never reach server-only code: from every 'use client' file, follow the
// value imports (tsconfig aliases resolved) and fail on the server kit's index, the database or
// Node's modules. A barrel such as @booking/client pulls in every module it re-exports, so one
// stray import breaks the build with "Can't resolve 'fs'"; this names the chain instead.
// Weight too (issue 43): the kernel's zone-aware time module (moment-timezone's every zone, 900 KB
// raw), pdfkit and pg would ship to customers' phones. The browser shows the times the server
// formatted (the admin: @kernel/format/formatWinnipegInstant, one zone's table).
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

import { importChains, root } from './importChains.mjs'

const SERVER_PACKAGES =
  /^(payload$|pg($|\/)|@payloadcms\/(db-postgres|next)|node:|fs$|net$|nodemailer|stripe$|sharp)/
const HEAVY_PACKAGES = /^(moment-timezone|moment|pdfkit)($|\/)/
const SERVER_FILES = ['packages/server-kit/index.ts']
const HEAVY_FOLDERS = ['packages/kernel/time/']
const refused = (file) =>
  SERVER_FILES.includes(file) || HEAVY_FOLDERS.some((folder) => file.startsWith(folder))

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
const { files, packages } = importChains(roots, refused)
const problems = [
  ...[...files].filter(([file]) => refused(file)),
  ...[...packages].filter(([spec]) => SERVER_PACKAGES.test(spec) || HEAVY_PACKAGES.test(spec)),
]
for (const [what, chain] of problems) {
  const why = HEAVY_PACKAGES.test(what) || refused(what) ? 'heavy or server-only' : 'server code'
  console.error(`Browser code reaches ${what} (${why}):\n  ${chain.join('\n  ')}`)
}
if (problems.length) process.exit(1)
console.log(
  `client graph: ${roots.length} 'use client' files, ${files.size} files reached, no server code, zone data, pdfkit or pg`,
)
