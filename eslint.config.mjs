// Lint guards the layering the code relies on (see README "Where things live"); Prettier formats.
import js from '@eslint/js'
import tseslint from 'typescript-eslint'

const hostImports = [
  {
    group: ['@/*', '@payload-config'],
    message: 'Plugins do not import the host: use @server-kit or an option.',
  },
  {
    group: ['**/../access/*', '**/../collections/*', '**/../src/*'],
    message: 'Plugins do not import the host.',
  },
]

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
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
      'no-empty': ['error', { allowEmptyCatch: true }],
    },
  },
  {
    // The pure core: no Payload, no clock, no environment (`now` and settings are arguments).
    files: ['plugins/*/core/**/*.ts'],
    // Specs and the chat specs' fixture (testContent: built from the seed's data files) may.
    ignores: ['plugins/*/core/**/*.spec.ts', 'plugins/chat/core/testContent.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'payload', message: 'core/ is pure: no Payload.' }],
          patterns: [
            {
              group: ['@payloadcms/*', '../operations/*', '../adapters/*', '../endpoints/*'],
              message: 'core/ is pure.',
            },
            ...hostImports,
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
    // Plugins are self-contained: shared server helpers come from @server-kit, documents from Payload.
    files: ['plugins/**/*.ts'],
    ignores: ['plugins/*/core/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: hostImports }] },
  },
  {
    // UI code never reaches server internals: it talks to the API and reads the contract's types.
    // Staff admin views (src/components/admin) are Payload server views: they load with payload.
    files: ['src/components/**/*.{ts,tsx}'],
    ignores: ['src/components/admin/**'],
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
          ],
          patterns: [
            {
              group: [
                '**/operations/*',
                '@booking/operations/*',
                '@carts/operations/*',
                '@inquiries/operations/*',
              ],
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
