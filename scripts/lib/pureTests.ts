import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { runNode } from './spawnChild'

/**
 * The unit and component projects (no database, servers or build) started beside the build:
 * `next build` leaves about one of the two cores idle, and these fill it instead of lengthening
 * the vitest phase. Their output goes to a log printed once they are done, not into the build's.
 */
export function startPureTests(results: string, args: string[], env: Record<string, string>) {
  const started = Date.now()
  const logFile = path.join(results, 'vitest-pure.log')
  const out = fs.openSync(logFile, 'w')
  const run = runNode(
    [
      'node_modules/vitest/vitest.mjs',
      'run',
      '--project=unit',
      '--project=component',
      '--passWithNoTests',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${results}/vitest-pure.json`,
      ...args,
    ],
    env,
    { stdio: ['ignore', out, out] },
  )
  // Below the build: it is on the critical path, these are not.
  if (run.child.pid) os.setPriority(run.child.pid, 5)
  const finished = run.done.then((code) => ({ code, ms: Date.now() - started }))
  return {
    /** Waits for the run, prints its log, and says whether it passed and how long it took. */
    async done(): Promise<{ ok: boolean; ms: number }> {
      const { code, ms } = await finished
      fs.closeSync(out)
      process.stdout.write(fs.readFileSync(logFile, 'utf8'))
      return { ok: code === 0, ms }
    },
  }
}
