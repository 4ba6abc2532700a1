// Vitest setup file of the integration projects: before payload.config.ts loads, a worker takes
// its own database, servers, fakes and mail capture (scripts/lib/intWorkers.ts). Worker 1 keeps
// the run's own; without INT_WORKER_ENVS (a file run alone) nothing changes.
const envs = JSON.parse(process.env.INT_WORKER_ENVS || '[]') as Record<string, string>[]
const id = Number(process.env.VITEST_POOL_ID || 1)
if (envs.length) Object.assign(process.env, envs[(id - 1) % envs.length])

/** Every worker's database URL (the invariants check them all at the end). */
export const workerDatabaseUrls = (): string[] => {
  const main = process.env.INT_MAIN_DATABASE_URL || process.env.DATABASE_URL || ''
  return [main, ...envs.slice(1).map((e) => e.DATABASE_URL)]
}
