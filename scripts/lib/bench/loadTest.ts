import autocannon from 'autocannon'
import fs from 'node:fs'
import os from 'node:os'

export type LoadTarget = {
  name: string
  method: 'GET' | 'POST'
  path: () => string
  body?: () => unknown
}

export type LoadResult = {
  name: string
  connections: number
  rps: number
  p50: number
  p95: number
  p99: number
  statuses: Record<number, number>
  load: string
  /** The server process's CPU time per answered request (Linux; null elsewhere). */
  cpuMs?: number | null
}

/** The machine's 1/5/15-minute load averages, printed beside every figure. */
export const loadAverage = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ')

/** A process's user + system CPU time in ms, from /proc (null when unreadable). */
export function processCpuMs(pid?: number): number | null {
  if (!pid) return null
  try {
    // The fields after the command name, which may hold spaces and parentheses itself.
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8')
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS
  } catch {
    return null
  }
}
const CLOCK_TICKS = 100 // USER_HZ on Linux

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0

// Each request claims its own client address: per-client rate limits must not shape the figures.
let client = 0
const nextClient = () => {
  client = (client + 1) % 65000
  return `10.9.${client >> 8}.${client & 255}`
}

/** Runs autocannon for `seconds` (or `amount` requests) and reports latency percentiles. */
export async function loadTest(
  url: string,
  target: LoadTarget,
  opts: { connections: number; seconds?: number; amount?: number; serverPid?: number },
): Promise<LoadResult & { durationMs: number }> {
  const cpuBefore = processCpuMs(opts.serverPid)
  const latencies: number[] = []
  const statuses: Record<number, number> = {}
  const started = Date.now()
  let lastResponseAt = started
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url,
        connections: opts.connections,
        ...(opts.amount ? { amount: opts.amount } : { duration: opts.seconds ?? 10 }),
        requests: [
          {
            method: target.method,
            setupRequest: (req) => ({
              ...req,
              path: target.path(),
              headers: { 'content-type': 'application/json', 'x-forwarded-for': nextClient() },
              body: target.body ? JSON.stringify(target.body()) : undefined,
            }),
          },
        ],
      },
      (error, res) => (error ? reject(error) : resolve(res)),
    )
    instance.on('response', (_client, status, _bytes, ms) => {
      lastResponseAt = Date.now()
      latencies.push(ms)
      statuses[status] = (statuses[status] ?? 0) + 1
    })
  })
  // autocannon ends a fixed-amount run on its next 1 s tick: count up to the last answer only.
  const durationMs = Math.max(1, lastResponseAt - started)
  latencies.sort((a, b) => a - b)
  const cpuAfter = processCpuMs(opts.serverPid)
  return {
    name: target.name,
    connections: opts.connections,
    rps: opts.amount ? (latencies.length * 1000) / durationMs : result.requests.average,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    statuses,
    load: loadAverage(),
    cpuMs:
      cpuBefore === null || cpuAfter === null || !latencies.length
        ? null
        : (cpuAfter - cpuBefore) / latencies.length,
    durationMs,
  }
}

export const resultHeader = () =>
  [
    'endpoint'.padEnd(44),
    'conn'.padStart(4),
    'req/s'.padStart(8),
    'p50 ms'.padStart(8),
    'p95 ms'.padStart(8),
    'p99 ms'.padStart(8),
    'cpu ms'.padStart(7),
    '  load avg (1/5/15)'.padEnd(20),
    'statuses',
  ].join(' ')

export const resultLine = (r: LoadResult) =>
  [
    r.name.padEnd(44),
    String(r.connections).padStart(4),
    r.rps.toFixed(1).padStart(8),
    r.p50.toFixed(1).padStart(8),
    r.p95.toFixed(1).padStart(8),
    r.p99.toFixed(1).padStart(8),
    (r.cpuMs == null ? '-' : r.cpuMs.toFixed(2)).padStart(7),
    `  ${r.load}`.padEnd(20),
    JSON.stringify(r.statuses),
  ].join(' ')
