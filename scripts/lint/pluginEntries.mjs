// An ESLint rule: code outside a plugin reaches it only through its public entries — `index.ts`
// (the server surface), `client.ts` (browser-safe: rules, hooks, components; booking splits it
// into `rules.ts`, pure, and `react.ts`, hooks, issue 42) and `contract.ts`
// (wire types and codes), and `forms.ts` where a plugin has form rules (zod: kept out of client.ts,
// whose importers on customer pages would ship zod; issue 43). Anything else in the plugin is its
// own business (issue 27).
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { PLUGINS } from '../../plugins/registry.mjs'
import { resolveImport } from './importBoundaries.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
// Each plugin's entries come from the one list (plugins/registry.mjs): its index and the files
// named there (booking: rules, react, forms, payNow, contract; most: client and contract).
const entriesOf = (plugin) => [
  '',
  '/index',
  '/index.ts',
  ...(PLUGINS[plugin] ?? []).flatMap((e) => [`/${e}`, `/${e}.ts`]),
]

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
      if (entriesOf(to).includes(rest)) return
      context.report({
        node: source,
        message: `'${source.value}' reaches into the ${to} plugin: import ${['', ...(PLUGINS[to] ?? [])].map((e) => `'@${to}${e && `/${e}`}'`).join(', ')}.`,
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
