import { spawn, type ChildProcess, type StdioOptions } from 'node:child_process'

import { root } from './env'

const live = new Set<ChildProcess>()

/** Kills every child runNode started that is still running (a last resort: no grace). */
export function killChildren() {
  for (const child of live) child.kill('SIGKILL')
}

/**
 * Spawns a node script from node_modules and resolves with its exit code. `env` is laid over
 * `opts.baseEnv` (this process's environment unless given); `opts.stdio` defaults to inherit.
 */
export function runNode(
  args: string[],
  env: Record<string, string | undefined> = {},
  opts: { baseEnv?: NodeJS.ProcessEnv; stdio?: StdioOptions } = {},
): { child: ChildProcess; done: Promise<number> } {
  const child = spawn(process.execPath, args, {
    cwd: root,
    stdio: opts.stdio ?? 'inherit',
    env: { ...(opts.baseEnv ?? process.env), ...env },
  })
  live.add(child)
  const done = new Promise<number>((resolve) =>
    child.on('exit', (code, signal) => {
      live.delete(child)
      resolve(code ?? (signal ? 1 : 0))
    }),
  )
  return { child, done }
}

// next-server sometimes ignores SIGTERM for over 10 s (STACK-NOTES 8).
export async function stopChild(child: ChildProcess, graceMs = 8000) {
  if (child.exitCode !== null || child.signalCode !== null) return
  const exited = new Promise((resolve) => child.once('exit', resolve))
  child.kill('SIGTERM')
  const timer = setTimeout(() => child.kill('SIGKILL'), graceMs)
  await exited
  clearTimeout(timer)
}

export const NEXT_BIN = 'node_modules/next/dist/bin/next'

/**
 * `next start` for a test server on loopback. Node closes an idle kept-alive connection after
 * 5 s; Playwright's request client does not read the Keep-Alive hint and may reuse one at that
 * moment (ECONNRESET, a flake in a fresh-clone CI): test servers keep idle connections past any
 * test's length. Production sits behind HAProxy's retry-on (deploy/haproxy.cfg), as does the
 * cluster test's.
 */
export const testServerArgs = (port: number | string) => [
  NEXT_BIN,
  'start',
  '-p',
  String(port),
  '-H',
  '127.0.0.1',
  '--keepAliveTimeout',
  '300000',
]

// Lexical's `node` builds load their code with a top-level `await import()`. Under load, importing
// payload.config (dozens of them at once) through tsx on Node 20 sometimes never settled: no error,
// no output (about 1 import in 20 with the CPU busy; CI hung for its whole 90 minutes). The
// `production` condition resolves lexical to its plain builds. package.json's tsx scripts pass it too.
export const CONDITIONS = '--conditions=production'
/** Payload's CLI, which loads payload.config itself. */
export const PAYLOAD_CLI = [CONDITIONS, 'node_modules/payload/bin.js']
/** A TypeScript script of ours, run as package.json runs them. */
export const tsxScript = (file: string) => ['node_modules/tsx/dist/cli.mjs', CONDITIONS, file]
