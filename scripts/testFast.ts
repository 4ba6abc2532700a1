/**
 * The inner loop (npm run test:fast): type check, lint, unit and component tests, side by side,
 * with no database, build or browser. Prints each check's time and one closing line. tsc and
 * eslint keep caches (tsconfig.tsbuildinfo, node_modules/.cache/eslint): a second run checks
 * only what changed.
 */
import { runNode } from './lib/spawnChild'

const started = Date.now()
const checks: Record<string, string[][]> = {
  'type check': [['node_modules/typescript/bin/tsc', '--noEmit']],
  lint: [
    [
      'node_modules/eslint/bin/eslint.js',
      '.',
      '--cache',
      '--cache-location',
      'node_modules/.cache/eslint/',
    ],
    ...['clientGraph', 'coreGraph', 'docPaths'].map((name) => [`scripts/lint/${name}.mjs`]),
    ['scripts/pluginPaths.mjs'],
  ],
  'unit and component tests': [
    ['node_modules/vitest/vitest.mjs', 'run', '--project', 'unit', '--project', 'component'],
  ],
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`
const results = await Promise.all(
  Object.entries(checks).map(async ([name, steps]) => {
    const t0 = Date.now()
    for (const args of steps) {
      const code = await runNode(args).done
      if (code !== 0) return { name, ok: false, ms: Date.now() - t0 }
    }
    return { name, ok: true, ms: Date.now() - t0 }
  }),
)
for (const r of results)
  console.log(`[test:fast] ${r.name}: ${r.ok ? 'ok' : 'FAILED'}, ${seconds(r.ms)}`)
const failed = results.filter((r) => !r.ok)
console.log(
  `[test:fast] ${failed.length ? `failed: ${failed.map((r) => r.name).join(', ')}` : 'all passed'} in ${seconds(Date.now() - started)}`,
)
process.exit(failed.length ? 1 : 0)
