import { spawn, type ChildProcess, type StdioOptions } from 'node:child_process'

import { root } from './env'

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
  const done = new Promise<number>((resolve) =>
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0))),
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
export const PAYLOAD_BIN = 'node_modules/payload/bin.js'
