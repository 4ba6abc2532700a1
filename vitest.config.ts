import path from 'node:path'
import { defineConfig } from 'vitest/config'

import { PLUGINS } from './plugins/registry.mjs'
import { DurationSequencer } from './tests/helpers/durationSequencer'

const alias = {
  '@payload-config': path.resolve(import.meta.dirname, 'payload.config.ts'),
  '@server-kit': path.resolve(import.meta.dirname, 'packages/server-kit/index.ts'),
  '@api-client': path.resolve(import.meta.dirname, 'packages/api-client/index.ts'),
  '@admin-kit': path.resolve(import.meta.dirname, 'packages/admin-kit'),
  '@email': path.resolve(import.meta.dirname, 'packages/email'),
  '@kernel': path.resolve(import.meta.dirname, 'packages/kernel'),
  // Every plugin from the one list (plugins/registry.mjs): tsc allows only its public entries.
  ...Object.fromEntries(
    Object.keys(PLUGINS).map((name) => [
      `@${name}`,
      path.resolve(import.meta.dirname, 'plugins', name),
    ]),
  ),
  '@tests': path.resolve(import.meta.dirname, 'tests'),
  '@': path.resolve(import.meta.dirname, 'src'),
}

// Files that set the environment before payload.config.ts loads (vi.hoisted) need a fresh
// module graph of their own.
const ISOLATED_INT = ['tests/int/faults.smtp.int.spec.ts']
// The SQL invariants over what every other file left: the last group of all.
const FINAL_INT = ['tests/int/invariants.final.int.spec.ts']
// Integration workers, each on its own database and servers (scripts/lib/intWorkers.ts); npm test
// sets INT_WORKERS (2). Run directly (npm run test:int) they share the one database: one worker.
const INT_WORKERS = Number(process.env.INT_WORKERS || 1)
const INT_SETUP = ['tests/helpers/intWorker.ts']

export default defineConfig({
  resolve: { alias },
  test: {
    // At least as many worker processes as integration workers (tests/helpers/intWorker.ts).
    maxWorkers: Math.max(2, INT_WORKERS),
    // The longest integration files first, from a committed list: a fresh clone has no cache.
    sequence: { sequencer: DurationSequencer },
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          environment: 'node',
          // Before the integration files, never beside them (the int groups share one database).
          sequence: { groupOrder: 0 },
          // Pure functions (no mocks, env or timers): one module graph per worker, not per file
          // (18 s → 5 s on 2 cores).
          isolate: false,
          // A few property checks take 1–2 s alone; on a shared, busy machine (load 20 on 2 cores)
          // they took 5–8 s and failed on vitest's 5 s default though nothing was wrong.
          testTimeout: 30_000,
          include: [
            'plugins/**/*.spec.ts',
            'src/**/*.spec.ts',
            'packages/**/*.spec.ts',
            'tests/helpers/**/*.spec.ts',
            'collections/**/*.spec.ts',
            'admin/**/*.spec.ts',
            'scripts/**/*.spec.ts',
          ],
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'component',
          // The UI's rules and states (validation, in-flight labels, toasts, dialogs) in a DOM
          // without a browser: Testing Library on happy-dom, with the API answered by a fake
          // fetch (tests/helpers/component). Journeys and layout stay in Chromium.
          environment: 'happy-dom',
          sequence: { groupOrder: 0 },
          setupFiles: ['tests/helpers/component/setup.ts'],
          testTimeout: 30_000,
          include: ['src/**/*.component.spec.tsx', 'plugins/**/*.component.spec.tsx'],
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'int',
          environment: 'node',
          include: ['tests/int/**/*.int.spec.ts'],
          exclude: [...ISOLATED_INT, ...FINAL_INT],
          setupFiles: INT_SETUP,
          // One database per worker: in a worker files run one after another so they never race
          // each other's data...
          maxWorkers: INT_WORKERS,
          // ...in one module graph: Payload's config and Local API load once per worker, not per
          // file (that import cost ~50 s of the run). Files needing their own config run below.
          isolate: false,
          sequence: { groupOrder: 1 },
          // Two workers, each with its servers, share 2 cores: a test that takes 20 s on a quiet
          // machine took over 60 s on a loaded one (the cluster's rolling restart).
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'int-isolated',
          environment: 'node',
          include: ISOLATED_INT,
          setupFiles: INT_SETUP,
          maxWorkers: 1,
          sequence: { groupOrder: 2 },
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'int-final',
          environment: 'node',
          include: FINAL_INT,
          setupFiles: INT_SETUP,
          sequence: { groupOrder: 3 },
          testTimeout: 60_000,
        },
      },
    ],
  },
})
