import { getPayload, type Payload } from 'payload'

export async function openPayload(): Promise<Payload> {
  const { default: config } = await import('../../payload.config')
  return getPayload({ config })
}

/** Payload's destroy() leaves the pg pool open; end it so Postgres can stop cleanly. */
export async function closePayload(payload: Payload) {
  const pool = (
    payload.db as unknown as {
      pool?: { end: () => Promise<void>; on: (e: string, f: () => void) => void }
    }
  ).pool
  await payload.destroy()
  // A client Payload never released would make end() wait forever; stopping Postgres ends it.
  pool?.on('error', () => {})
  await Promise.race([pool?.end(), new Promise((resolve) => setTimeout(resolve, 2000))])
}

/** Runs committed migrations, then the idempotent seed. */
export async function prepareDatabase({ seed = true, keepOpen = false } = {}): Promise<Payload> {
  const payload = await openPayload()
  try {
    await payload.db.migrate()
    if (seed) {
      const { seed: runSeed } = await import('../../src/seed')
      await runSeed({ payload })
    }
  } finally {
    // getPayload caches the instance: callers that need it again keep it open.
    if (!keepOpen) await closePayload(payload)
  }
  return payload
}
