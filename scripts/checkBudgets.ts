/**
 * Start-up JS per public route against scripts/lib/budgets/startupJsBudgets.ts, from the last
 * production build's manifests (.next). `npm test` runs the same check after its build.
 *   npm run check:budgets   (after npm run build, or NEXT_DIR=path/to/.next)
 */
import path from 'node:path'

import { checkBudgets } from './lib/budgets/checkBudgets'

const result = checkBudgets(path.resolve(process.env.NEXT_DIR || '.next'))
console.log(`Start-up JS per route (gzip level 9)\n${result.table}`)
if (!result.ok) console.error(`\nOver budget:\n${result.failures.join('\n')}`)
process.exit(result.ok ? 0 : 1)
