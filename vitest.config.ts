import path from 'node:path'
import { defineConfig } from 'vitest/config'

const alias = {
  '@payload-config': path.resolve(import.meta.dirname, 'payload.config.ts'),
  '@server-kit': path.resolve(import.meta.dirname, 'packages/server-kit/index.ts'),
  '@api-client': path.resolve(import.meta.dirname, 'packages/api-client/index.ts'),
  '@admin-kit': path.resolve(import.meta.dirname, 'packages/admin-kit'),
  '@kernel': path.resolve(import.meta.dirname, 'packages/kernel'),
  '@booking': path.resolve(import.meta.dirname, 'plugins/booking'),
  '@carts': path.resolve(import.meta.dirname, 'plugins/carts'),
  '@chat': path.resolve(import.meta.dirname, 'plugins/chat'),
  '@crew': path.resolve(import.meta.dirname, 'plugins/crew'),
  '@customers': path.resolve(import.meta.dirname, 'plugins/customers'),
  '@inputGuard': path.resolve(import.meta.dirname, 'plugins/inputGuard'),
  '@inquiries': path.resolve(import.meta.dirname, 'plugins/inquiries'),
  '@integrations': path.resolve(import.meta.dirname, 'plugins/integrations'),
  '@outbox': path.resolve(import.meta.dirname, 'plugins/outbox'),
  '@privacy': path.resolve(import.meta.dirname, 'plugins/privacy'),
  '@reports': path.resolve(import.meta.dirname, 'plugins/reports'),
  '@quotes': path.resolve(import.meta.dirname, 'plugins/quotes'),
  '@tests': path.resolve(import.meta.dirname, 'tests'),
  '@': path.resolve(import.meta.dirname, 'src'),
}

// Files that set the environment before payload.config.ts loads (vi.hoisted) need a fresh
// module graph of their own.
const ISOLATED_INT = ['tests/int/faults.smtp.int.spec.ts']
// The SQL invariants over what every other file left: the last group of all.
const FINAL_INT = ['tests/int/invariants.final.int.spec.ts']

export default defineConfig({
  resolve: { alias },
  test: {
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
            'scripts/**/*.spec.ts',
          ],
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'int',
          environment: 'node',
          include: ['tests/int/**/*.int.spec.ts'],
          exclude: [...ISOLATED_INT, ...FINAL_INT],
          // One database: files run one after another so they never race each other's data.
          fileParallelism: false,
          // ...in one module graph: Payload's config and Local API load once, not per file
          // (that import cost ~50 s of the run). Files needing their own config run below.
          isolate: false,
          sequence: { groupOrder: 1 },
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'int-isolated',
          environment: 'node',
          include: ISOLATED_INT,
          fileParallelism: false,
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
          sequence: { groupOrder: 3 },
          testTimeout: 60_000,
        },
      },
    ],
  },
})
