/* global console, process */
// Every core/ folder is pure rules (issue 42): from each of its files, follow the value imports
// (tsconfig aliases resolved, through barrels such as a plugin's entry) and fail on React, zod or
// Node's modules. ESLint holds the direct imports; this holds the ones a barrel brings along,
// which is how chat/core once loaded React and zod through @booking/client.
import { execFileSync } from 'node:child_process'

import { importChains, root } from './importChains.mjs'

const REFUSED = /^(react|react-dom|zod|node:|fs$|path$|crypto$|net$|os$|child_process$)($|\/)?/
// The chat specs' fixture builds its content from the seed's data files (a test helper).
const FIXTURES = ['plugins/chat/core/testContent.ts']

const roots = execFileSync('git', ['ls-files', '*.ts', '*.tsx'], { cwd: root, encoding: 'utf8' })
  .split('\n')
  .filter((f) => /(^|\/)core\//.test(f) && !/\.spec\.tsx?$/.test(f) && !FIXTURES.includes(f))
const { files, packages } = importChains(roots)
const problems = [...packages].filter(([spec]) => REFUSED.test(spec))
for (const [what, chain] of problems)
  console.error(
    `core/ reaches ${what} (core is pure: no React, zod or Node):\n  ${chain.join('\n  ')}`,
  )
if (problems.length) process.exit(1)
console.log(
  `core graph: ${roots.length} core/ files, ${files.size} files reached, no React, zod or Node`,
)
