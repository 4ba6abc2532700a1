/* global console, process */
// Writes (--write) or checks (the default, run by `npm run lint`) tsconfig.json's plugin paths
// against plugins/registry.mjs, the one list of plugins and their public entries.
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import * as prettier from 'prettier'

import { PLUGINS, pluginPaths } from '../plugins/registry.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const file = path.join(root, 'tsconfig.json')
const tsconfig = JSON.parse(fs.readFileSync(file, 'utf8'))
const isPlugin = (key) => Object.keys(PLUGINS).includes(key.slice(1).split('/')[0])
const others = Object.entries(tsconfig.compilerOptions.paths).filter(([key]) => !isPlugin(key))
const wanted = { ...Object.fromEntries(others), ...pluginPaths() }

if (process.argv.includes('--write')) {
  tsconfig.compilerOptions.paths = wanted
  const options = await prettier.resolveConfig(file)
  const text = await prettier.format(JSON.stringify(tsconfig), { ...options, parser: 'json' })
  fs.writeFileSync(file, text)
  console.log(`pluginPaths: wrote ${Object.keys(pluginPaths()).length} plugin paths`)
} else {
  const now = JSON.stringify(tsconfig.compilerOptions.paths, null, 1)
  if (now !== JSON.stringify(wanted, null, 1)) {
    console.error(
      'tsconfig.json paths differ from plugins/registry.mjs: run node scripts/pluginPaths.mjs --write',
    )
    process.exit(1)
  }
  const missing = Object.values(pluginPaths())
    .map(([target]) => target)
    .filter((target) => !fs.existsSync(path.join(root, target)))
  if (missing.length) {
    console.error(`plugins/registry.mjs names entries that do not exist: ${missing.join(', ')}`)
    process.exit(1)
  }
  console.log(`pluginPaths: ${Object.keys(PLUGINS).length} plugins, tsconfig paths match`)
}
