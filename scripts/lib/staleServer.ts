import fs from 'node:fs'
import path from 'node:path'

import { dataDir } from './env'

const pidFile = (name: string) => path.join(dataDir, `${name}.pid`)

const alive = (pid: number) => {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

/**
 * A run killed with SIGKILL leaves its Next.js server orphaned, still holding the port (the
 * new one then fails with EADDRINUSE). Stop the one our last run recorded before starting again.
 */
export async function stopStaleServer(name: string) {
  const file = pidFile(name)
  if (!fs.existsSync(file)) return
  const pid = Number(fs.readFileSync(file, 'utf8').trim())
  if (Number.isInteger(pid) && pid > 0 && alive(pid)) {
    console.log(`Stopping the server a previous run left behind (pid ${pid})`)
    process.kill(pid, 'SIGTERM')
    for (let i = 0; i < 80 && alive(pid); i++) await new Promise((r) => setTimeout(r, 100))
    if (alive(pid)) process.kill(pid, 'SIGKILL')
  }
  fs.rmSync(file, { force: true })
}

export function recordServer(name: string, pid: number | undefined) {
  if (!pid) return
  fs.mkdirSync(dataDir, { recursive: true })
  fs.writeFileSync(pidFile(name), String(pid))
}

export const forgetServer = (name: string) => fs.rmSync(pidFile(name), { force: true })
