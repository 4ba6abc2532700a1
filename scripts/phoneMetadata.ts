/**
 * Writes the wizard's phone metadata: libphonenumber-js's min set cut down to country code 1
 * (Canada, plus the US that lends Canada its formats), about 2 KB instead of 80 KB.
 *   npx tsx scripts/phoneMetadata.ts   (after upgrading libphonenumber-js)
 */
import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'

import { root } from './lib/env'

const require = createRequire(import.meta.url)
const full = require('libphonenumber-js/metadata.min.json')
const trimmed = {
  version: full.version,
  country_calling_codes: { 1: ['US', 'CA'] },
  countries: { US: full.countries.US, CA: full.countries.CA },
  nonGeographic: {},
}
const out = path.join(root, 'src/components/wizard/phoneMetadata.json')
fs.writeFileSync(out, JSON.stringify(trimmed) + '\n')
console.log(`${out}: ${fs.statSync(out).size} bytes`)
