import fs from 'node:fs'
import { stripVTControlCharacters } from 'node:util'

import { runNode, stopChild, tsxScript } from '../spawnChild'

/**
 * CI's web budget report (`scripts/auditWeb.ts`): Lighthouse on the landing page, median of 3,
 * against the build the tests just made (AUDIT_ONLY='landing,wizard 1' adds the wizard's first
 * step, about 20 s more: CI's whole run is meant to stay under 10 minutes). Its own server and
 * database get ready now, beside the tests (a few seconds of CPU); `start()` runs Lighthouse,
 * after the tests, so neither skews the other. Output goes to `logFile`, `report()` gives the
 * table. A report, never a failure. `env` is the caller's, without the test servers' settings.
 */
export function prepareAudit(logFile: string, port: number, env: NodeJS.ProcessEnv) {
  const out = fs.openSync(logFile, 'w')
  // A file, not stdin, says when to start: the audit's own server inherits its stdio.
  const startFile = `${logFile}.start`
  fs.rmSync(startFile, { force: true })
  const { child, done } = runNode(
    tsxScript('scripts/auditWeb.ts'),
    {
      SKIP_BUILD: 'true',
      AUDIT_ONLY: env.AUDIT_ONLY || 'landing',
      AUDIT_RUNS: env.AUDIT_RUNS || '3',
      AUDIT_START_FILE: startFile,
      BENCH_PORT: String(port),
      BENCH_PG_PORT: String(port + 51000),
    },
    { baseEnv: env, stdio: ['ignore', out, out] },
  )
  void done.then(() => fs.closeSync(out))
  /**
   * Runs the audit (its server is ready or getting ready) and waits for it to end, at most
   * `limitMs`: a report must never hold up the run (about 20 s is usual).
   */
  const start = async (limitMs = 300_000) => {
    fs.writeFileSync(startFile, 'go\n')
    const timer = setTimeout(() => {
      fs.appendFileSync(logFile, `\nStopped after ${limitMs / 1000} s.\n`)
      void stopChild(child, 20_000)
    }, limitMs)
    await done
    clearTimeout(timer)
  }
  /** The report's table and verdict, without the server's log lines. */
  const report = () => {
    const text = fs.existsSync(logFile) ? fs.readFileSync(logFile, 'utf8') : ''
    const from = text.indexOf('bare route')
    return (from >= 0 ? text.slice(from) : text.slice(-2000))
      .split('\n')
      .filter((line) => !/^\s*(\[\d\d:|new:|retrying:)/.test(stripVTControlCharacters(line)))
      .join('\n')
      .trim()
  }
  return { child, start, report }
}
