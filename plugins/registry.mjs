// The one list of plugins and their public entries (issues 42, 52). tsconfig.json's paths are
// written from it (scripts/pluginPaths.mjs; `npm run lint` fails when they differ), vitest.config.ts
// builds its aliases from it and ESLint's entry rule (scripts/lint/pluginEntries.mjs) reads it. Each
// entry is `@<name>/<entry>` (`<entry>.ts`), split by who uses it:
// - `plugin`: the Payload plugin, imported only by payload.config.ts (and the plugins' own spec);
// - `server`: what other plugins, routes and scripts may call on the server;
// - `client` (booking: `rules`, `react`), `contract`, `forms`, `payNow`: browser-safe;
// - `boot` (booking): the start-up checks next.config.ts and instrumentation.ts run before aliases.
// There is no bare `@<name>` and no wildcard: anything else inside a plugin is its own, and tests
// reach it by relative path.
export const PLUGINS = {
  booking: ['boot', 'contract', 'forms', 'payNow', 'plugin', 'react', 'rules', 'server'],
  carts: ['client', 'contract', 'plugin'],
  chat: ['client', 'contract', 'plugin', 'server'],
  crew: ['contract', 'plugin'],
  customers: ['contract', 'plugin', 'server'],
  galleries: ['client', 'contract', 'plugin', 'server'],
  health: ['plugin', 'server'],
  inputGuard: ['plugin'],
  inquiries: ['contract', 'plugin', 'server'],
  integrations: ['contract', 'plugin', 'server'],
  outbox: ['contract', 'plugin', 'server'],
  privacy: ['client', 'contract', 'plugin', 'server'],
  quotes: ['contract', 'plugin'],
  reports: ['client', 'contract', 'plugin', 'server'],
  reviews: ['contract', 'plugin', 'server'],
}

/** tsconfig `paths` of the plugins: `@<name>/<entry>`, nothing else. */
export function pluginPaths() {
  const paths = {}
  for (const [name, entries] of Object.entries(PLUGINS)) {
    for (const entry of entries) paths[`@${name}/${entry}`] = [`./plugins/${name}/${entry}.ts`]
  }
  return paths
}
