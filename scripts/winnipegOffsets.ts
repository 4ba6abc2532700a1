/**
 * Writes the browser's Winnipeg-only clock rule: America/Winnipeg's offset changes from the
 * bundled IANA data (moment-timezone), about 1 KB gzip instead of moment-timezone's 900 KB of
 * zones. packages/kernel/format/winnipegOffsets.spec.ts fails until it is rerun after an update.
 *   npx tsx scripts/winnipegOffsets.ts   (after upgrading moment-timezone)
 */
import fs from 'node:fs'
import path from 'node:path'

import { winnipegOffsetTable } from '../packages/kernel/time/winnipegOffsetTable'
import { root } from './lib/env'

const out = path.join(root, 'packages/kernel/format/winnipegOffsets.json')
fs.writeFileSync(out, JSON.stringify(winnipegOffsetTable()) + '\n')
console.log(`${out}: ${fs.statSync(out).size} bytes`)
