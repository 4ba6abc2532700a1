// An ESLint rule: code outside a plugin reaches it only through its public entries, listed in
// plugins/registry.mjs — `server.ts` (the server surface), `client.ts` (browser-safe: rules, hooks,
// components; booking splits it into `rules.ts`, pure, and `react.ts`, hooks, issue 42),
// `contract.ts` (wire types and codes), `forms.ts` where a plugin has form rules (zod: kept out of
// client.ts, whose importers on customer pages would ship zod; issue 43) — and `plugin.ts`, the
// Payload plugin, only from payload.config.ts and the plugins' own spec (issue 52). Anything else
// in the plugin is its own business (issue 27).
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { PLUGINS } from '../../plugins/registry.mjs'
import { resolveImport } from './importBoundaries.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
// Each plugin's entries come from the one list (plugins/registry.mjs): its index and the files
// named there (booking: rules, react, forms, payNow, contract; most: client and contract).
const entriesOf = (plugin) => (PLUGINS[plugin] ?? []).flatMap((e) => [`/${e}`, `/${e}.ts`])
// The Payload plugins are composed in one place.
const PLUGIN_HOSTS = new Set(['payload.config.ts', 'plugins/pluginsEnabled.spec.ts'])

/** The plugin a repo-relative path belongs to, or null. */
const pluginOf = (file) => /^plugins\/([^/]+)\//.exec(file)?.[1] ?? null

export const pluginEntries = {
  meta: {
    type: 'problem',
    docs: {
      description: 'Import another plugin only through its index, client or contract entry.',
    },
    schema: [],
  },
  create(context) {
    const file = path.relative(root, context.filename)
    const from = pluginOf(file)
    const check = (node) => {
      const source = node.source
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string') return
      const target = resolveImport(source.value, context.filename)
      const to = target && pluginOf(target)
      if (!to || to === from) return
      const rest = target.slice(`plugins/${to}`.length)
      if (/^\/plugin(\.ts)?$/.test(rest) && !PLUGIN_HOSTS.has(file))
        return context.report({
          node: source,
          message: `'${source.value}' is the Payload plugin, composed only in payload.config.ts: import '@${to}/server'.`,
        })
      if (entriesOf(to).includes(rest)) return
      context.report({
        node: source,
        message: `'${source.value}' reaches into the ${to} plugin: import ${(PLUGINS[to] ?? []).map((e) => `'@${to}/${e}'`).join(', ')}.`,
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
