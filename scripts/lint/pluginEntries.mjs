// An ESLint rule: code outside a plugin reaches it only through its public entries — `index.ts`
// (the server surface), `client.ts` (browser-safe: rules, hooks, components; booking splits it
// into `rules.ts`, pure, and `react.ts`, hooks, issue 42) and `contract.ts`
// (wire types and codes), and `forms.ts` where a plugin has form rules (zod: kept out of client.ts,
// whose importers on customer pages would ship zod; issue 43). Anything else in the plugin is its
// own business (issue 27).
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { resolveImport } from './importBoundaries.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const ENTRIES = ['', '/index', '/index.ts', '/client', '/client.ts', '/contract', '/contract.ts']
ENTRIES.push('/forms', '/forms.ts')
ENTRIES.push('/rules', '/rules.ts', '/react', '/react.ts')
ENTRIES.push('/payNow', '/payNow.ts') // the booking plugin's pay-now choice (issue 35)

/** The plugin a repo-relative path belongs to, or null. */
const pluginOf = (file) => /^plugins\/([^/]+)(\/|$)/.exec(file)?.[1] ?? null

export const pluginEntries = {
  meta: {
    type: 'problem',
    docs: {
      description: 'Import another plugin only through its index, client or contract entry.',
    },
    schema: [],
  },
  create(context) {
    const from = pluginOf(path.relative(root, context.filename))
    const check = (node) => {
      const source = node.source
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string') return
      const target = resolveImport(source.value, context.filename)
      const to = target && pluginOf(target)
      if (!to || to === from) return
      const rest = target.slice(`plugins/${to}`.length)
      if (ENTRIES.includes(rest)) return
      context.report({
        node: source,
        message: `'${source.value}' reaches into the ${to} plugin: import '@${to}', '@${to}/client' or '@${to}/contract'.`,
      })
    }
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    }
  },
}
