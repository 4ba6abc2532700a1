import path from 'node:path'
import { defineConfig } from 'vitest/config'

const alias = {
  '@payload-config': path.resolve(import.meta.dirname, 'payload.config.ts'),
  '@server-kit': path.resolve(import.meta.dirname, 'packages/server-kit/index.ts'),
  '@booking': path.resolve(import.meta.dirname, 'plugins/booking'),
  '@carts': path.resolve(import.meta.dirname, 'plugins/carts'),
  '@inquiries': path.resolve(import.meta.dirname, 'plugins/inquiries'),
  '@tests': path.resolve(import.meta.dirname, 'tests'),
  '@': path.resolve(import.meta.dirname, 'src'),
}

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          environment: 'node',
          include: [
            'plugins/**/*.spec.ts',
            'src/**/*.spec.ts',
            'packages/**/*.spec.ts',
            'tests/helpers/**/*.spec.ts',
            'collections/**/*.spec.ts',
          ],
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'int',
          environment: 'node',
          include: ['tests/int/**/*.int.spec.ts'],
          // One database: files run one after another so they never race each other's data.
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
})
