// Vitest setup file of the integration projects: before payload.config.ts loads, a worker process
// takes its own database, servers, fakes and mail capture (scripts/lib/intWorkers.ts). Without
// INT_WORKER_ENVS (vitest run directly) nothing changes.
import fs from 'node:fs'
import path from 'node:path'

const envs = JSON.parse(process.env.INT_WORKER_ENVS || '[]') as Record<string, string>[]
const slots = process.env.INT_WORKER_SLOTS ?? ''
const state = globalThis as { intWorkerSlot?: number }

const alive = (pid: number) => {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

/**
 * A free slot, held by this process until it exits. VITEST_POOL_ID cannot say: with
 * `isolate: false` vitest 4.1 sometimes gives both worker processes the id 1 (seen in a CI run:
 * both workers on one database). A slot whose owner died (no exit handler ran) is taken over.
 */
function claimSlot(): number | undefined {
  for (let i = 0; i < envs.length; i++) {
    const file = path.join(slots, `slot-${i + 1}`)
    try {
      fs.writeFileSync(file, String(process.pid), { flag: 'wx' })
      process.on('exit', () => fs.rmSync(file, { force: true }))
      return i
    } catch {
      const owner = Number(fs.readFileSync(file, 'utf8') || NaN)
      if (owner > 0 && !alive(owner)) {
        fs.rmSync(file, { force: true })
        i--
      }
    }
  }
  return undefined
}

if (envs.length && slots && state.intWorkerSlot === undefined) {
  // A worker vitest is stopping may still hold its slot for a moment.
  for (let waited = 0; state.intWorkerSlot === undefined && waited < 60_000; waited += 200) {
    state.intWorkerSlot = claimSlot()
    if (state.intWorkerSlot === undefined) await new Promise((r) => setTimeout(r, 200))
  }
  if (state.intWorkerSlot === undefined)
    throw new Error(`no free integration worker slot in ${slots}`)
}
if (state.intWorkerSlot !== undefined) Object.assign(process.env, envs[state.intWorkerSlot])

/** Every worker's database URL (the invariants check them all at the end). */
export const workerDatabaseUrls = (): string[] => {
  const main = process.env.INT_MAIN_DATABASE_URL || process.env.DATABASE_URL || ''
  return [main, ...envs.slice(1).map((e) => e.DATABASE_URL)]
}
