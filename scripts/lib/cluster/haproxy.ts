// Runs Debian's HAProxy in front of the local servers, with the configuration haproxyConfig.ts
// writes, and reads its state through the admin socket.
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'

import { waitForHttp } from '../waitForHttp'
import { haproxyConfig } from './haproxyConfig'

export const HAPROXY_MISSING =
  'HAProxy is not installed: run `sudo apt-get install -y haproxy` (Debian/Ubuntu) and try again.'

/** Fails with one line saying what to install when the haproxy binary is absent. */
export function assertHaproxy() {
  const found = spawnSync('haproxy', ['-v'], { stdio: 'ignore' })
  if (found.error || found.status !== 0) throw new Error(HAPROXY_MISSING)
}

export type ProxyStats = { forwarded: number; retried: number; failed: number }

export async function startHaproxy(opts: {
  port: number
  serverPorts: number[]
  drainDelayMs: number
  shutdownTimeoutMs?: number
  /** HAProxy's stats page on 127.0.0.1 at this port; none when absent. */
  statsPort?: number
}) {
  assertHaproxy()
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'haproxy-'))
  const socket = path.join(dir, 'admin.sock')
  const cfg = path.join(dir, 'haproxy.cfg')
  fs.writeFileSync(
    cfg,
    haproxyConfig({
      servers: opts.serverPorts.map((p) => `127.0.0.1:${p}`),
      bind: `127.0.0.1:${opts.port}`,
      drainDelayMs: opts.drainDelayMs,
      shutdownTimeoutMs: opts.shutdownTimeoutMs ?? 20_000,
      statsSocket: socket,
      statsBind: opts.statsPort ? `127.0.0.1:${opts.statsPort}` : undefined,
      revealServer: true,
    }),
  )
  // -db: stay in the foreground, so stopping this child stops HAProxy.
  const child = spawn('haproxy', ['-db', '-f', cfg], { stdio: ['ignore', 'ignore', 'inherit'] })
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const command = (line: string) => adminCommand(socket, line)
  /** HAProxy's CSV statistics, one object per row keyed by column name. */
  const rows = async () => {
    const [head, ...lines] = (await command('show stat')).trim().split('\n')
    const keys = head.replace(/^# /, '').split(',')
    return lines.map((l) => Object.fromEntries(l.split(',').map((v, i) => [keys[i], v])))
  }
  const url = `http://127.0.0.1:${opts.port}`
  await waitForHttp(`${url}/api/ready`, 60_000)
  return {
    url,
    statsUrl: opts.statsPort ? `http://127.0.0.1:${opts.statsPort}/` : null,
    /** Whether HAProxy sends requests to server i (its checks pass). */
    isUp: async (i: number) =>
      (await rows()).some((r) => r.svname === `app${i + 1}` && r.status === 'UP'),
    /** Requests sent on, retried on another server, and answered 5xx (by HAProxy or a server). */
    stats: async (): Promise<ProxyStats> => {
      const all = await rows()
      const backend = all.find((r) => r.pxname === 'app' && r.svname === 'BACKEND') ?? {}
      const frontend = all.find((r) => r.pxname === 'site' && r.svname === 'FRONTEND') ?? {}
      return {
        forwarded: Number(backend.stot || 0),
        retried: Number(backend.wretr || 0) + Number(backend.wredis || 0),
        failed: Number(frontend.hrsp_5xx || 0),
      }
    },
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM')
      await exited
      fs.rmSync(dir, { recursive: true, force: true })
    },
  }
}

export type Haproxy = Awaited<ReturnType<typeof startHaproxy>>

function adminCommand(socket: string, line: string): Promise<string> {
  return new Promise((resolve, reject) => {
    let out = ''
    const conn = net.createConnection(socket, () => conn.end(`${line}\n`))
    conn.on('data', (chunk) => (out += chunk))
    conn.on('end', () => resolve(out))
    conn.on('error', reject)
  })
}
