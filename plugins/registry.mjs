// The one list of plugins and their public entries (issue 42). tsconfig.json's paths are written
// from it (scripts/pluginPaths.mjs; `npm run lint` fails when they differ), vitest.config.ts builds
// its aliases from it and ESLint's entry rule (scripts/lint/pluginEntries.mjs) reads it. Each
// plugin's `index.ts` is `@<name>`; each entry below is `@<name>/<entry>` (`<entry>.ts`). There is
// no wildcard: anything else inside a plugin is its own, and tests reach it by relative path.
export const PLUGINS = {
  booking: ['contract', 'forms', 'payNow', 'react', 'rules'],
  carts: ['client', 'contract'],
  chat: ['client', 'contract'],
  crew: ['client', 'contract'],
  customers: ['contract'],
  galleries: ['client', 'contract'],
  health: [],
  inputGuard: [],
  inquiries: ['contract'],
  integrations: ['contract'],
  outbox: ['contract'],
  privacy: ['client', 'contract'],
  quotes: ['client', 'contract'],
  reports: ['client', 'contract'],
  reviews: ['client', 'contract'],
}

/** tsconfig `paths` of the plugins: `@<name>` and `@<name>/<entry>`, nothing else. */
export function pluginPaths() {
  const paths = {}
  for (const [name, entries] of Object.entries(PLUGINS)) {
    paths[`@${name}`] = [`./plugins/${name}/index.ts`]
    for (const entry of entries) paths[`@${name}/${entry}`] = [`./plugins/${name}/${entry}.ts`]
  }
  return paths
}
