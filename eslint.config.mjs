// Lint guards the layering the code relies on (see README "Where things live"); Prettier formats.
import js from '@eslint/js'
import nextPlugin from '@next/eslint-plugin-next'
import reactHooks from 'eslint-plugin-react-hooks'
import tseslint from 'typescript-eslint'

import { PLUGINS } from './plugins/registry.mjs'
import { bookingTables } from './scripts/lint/bookingTables.mjs'
import { importBoundaries } from './scripts/lint/importBoundaries.mjs'
import { pluginEntries } from './scripts/lint/pluginEntries.mjs'
import { routeTable } from './scripts/lint/routeTable.mjs'

// The host: the app's own folders and its config, wherever an import reaches them from.
const HOST = ['access', 'app', 'collections', 'fields', 'globals', 'hooks', 'src', 'payload.config']
const layers = {
  layers: {
    rules: {
      'booking-tables': bookingTables,
      'import-boundaries': importBoundaries,
      'plugin-entries': pluginEntries,
      'route-table': routeTable,
    },
  },
}
const noHost = (message, extra = []) => ({
  'layers/import-boundaries': ['error', { forbidden: [...HOST, ...extra], message }],
})

export default tseslint.config(
  {
    ignores: [
      '.next/**',
      '.data/**',
      'node_modules/**',
      'test-reports/**',
      'test-results/**',
      'playwright-report/**',
      'public/**',
      'migrations/**',
      'src/payload-types.ts',
      'app/(payload)/admin/importMap.js',
      'next-env.d.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    // React's hook rules and Next's recommended rules, on the code React and Next run
    // (scripts/ have functions named use… that are not hooks).
    files: ['app/**/*.{ts,tsx}', 'src/**/*.{ts,tsx}', 'plugins/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat.recommended,
  },
  {
    files: ['app/**/*.{ts,tsx}', 'src/**/*.{ts,tsx}', 'plugins/**/*.{ts,tsx}'],
    ...nextPlugin.configs.recommended,
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
      'no-empty': ['error', { allowEmptyCatch: true }],
    },
  },
  {
    // The pure core and the kernel: no Payload, no clock, no environment (`now` and settings are
    // arguments), no React, zod or Node (scripts/lint/coreGraph.mjs follows the barrels too).
    files: ['**/core/**/*.{ts,tsx}', 'packages/kernel/**/*.{ts,tsx}'],
    // Specs and the chat specs' fixture (testContent: built from the seed's data files) may.
    ignores: [
      '**/core/**/*.spec.ts',
      'packages/kernel/**/*.spec.ts',
      'plugins/chat/core/testContent.ts',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'payload', message: 'core/ is pure: no Payload.' },
            { name: 'react', message: 'core/ is pure: no React (hooks live beside it).' },
            { name: 'zod', message: 'core/ is pure: no zod (schemas live in endpoints or forms).' },
          ],
          patterns: [
            {
              group: ['node:*', 'react-dom', 'react-dom/*', 'react/*', 'zod/*'],
              message: 'core/ is pure: no Node, React or zod.',
            },
            {
              group: ['@payloadcms/*', '../operations/*', '../adapters/*', '../endpoints/*'],
              message: 'core/ is pure.',
            },
          ],
        },
      ],
      'no-restricted-globals': [
        'error',
        { name: 'process', message: 'core/ reads no environment.' },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: "NewExpression[callee.name='Date'][arguments.length=0]",
          message: 'core/ has no clock: take `now`.',
        },
        {
          selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']",
          message: 'core/ has no clock: take `now`.',
        },
        {
          selector: "MemberExpression[object.name='process'][property.name='env']",
          message: 'core/ reads no environment.',
        },
      ],
    },
  },
  {
    // Plugins are self-contained: shared server helpers come from @server-kit, documents from
    // Payload, anything else from an option. The chat specs' fixture reads the seed's data files.
    files: ['plugins/**/*.{ts,tsx}'],
    ignores: ['plugins/chat/core/testContent.ts'],
    plugins: layers,
    rules: noHost('Plugins do not import the host: use @server-kit or an option.'),
  },
  {
    // The shared packages sit under everything: they import neither plugins nor the host.
    files: ['packages/**/*.{ts,tsx}'],
    plugins: layers,
    rules: noHost('Packages import neither the host nor a plugin.', ['plugins']),
  },
  {
    // A plugin is reached only through its public entries (index, client, contract); tests may
    // look inside.
    files: ['**/*.{ts,tsx,mjs}'],
    ignores: ['tests/**'],
    plugins: layers,
    rules: { 'layers/plugin-entries': 'error' },
  },
  {
    // Browser and admin code call the API through the route tables (docs/api-client.md); the
    // client itself and the specs that drive it use the low-level functions.
    files: [
      'app/**/*.{ts,tsx}',
      'src/**/*.{ts,tsx}',
      'plugins/**/*.{ts,tsx}',
      'packages/**/*.{ts,tsx}',
    ],
    ignores: ['packages/api-client/**', '**/*.spec.ts', '**/*.spec.tsx'],
    plugins: layers,
    rules: { 'layers/route-table': 'error' },
  },
  {
    // Only booking touches its tables (scripts/lint/bookingTables.mjs); tests may look inside,
    // and core/ cannot reach a database at all (its names for rows are only words).
    files: ['**/*.{ts,tsx,mjs}'],
    ignores: [
      '**/core/**',
      'plugins/booking/**',
      'tests/**',
      '**/*.spec.ts',
      '**/*.spec.tsx',
      'migrations/**',
      'scripts/lint/**',
    ],
    plugins: layers,
    rules: { 'layers/booking-tables': 'error' },
  },
  {
    // UI code never reaches server internals: it talks to the API and reads the contract's types.
    files: ['src/components/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'payload',
              message: 'Components do not call Payload: load data in a server-only loader.',
            },
            { name: '@server-kit', message: 'Server helpers stay on the server.' },
            ...Object.keys(PLUGINS).flatMap((p) =>
              ['server', 'plugin'].map((entry) => ({
                name: `@${p}/${entry}`,
                message: `@${p}/${entry} is server code: components import @${p}/client or @${p}/contract.`,
              })),
            ),
          ],
          patterns: [
            {
              group: ['**/operations/*'],
              message: 'Operations run on the server only.',
            },
            {
              group: ['**/endpoints/*', '**/adapters/*', '@/lib/server/*', '@/lib/cms/*'],
              message: 'Server code stays out of components.',
            },
          ],
        },
      ],
    },
  },
)
