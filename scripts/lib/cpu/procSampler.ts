import fs from 'node:fs'

import { cpuBetween, cpuLedger, type CpuSample, type CpuTotals } from './cpuByKind'

// Linux reports CPU time in clock ticks of 1/100 s (USER_HZ).
const TICKS_PER_SECOND = 100

/** Every process's CPU time from /proc; empty where there is no /proc. */
function readProc(): CpuSample[] {
  if (!fs.existsSync('/proc/self/stat')) return []
  const samples: CpuSample[] = []
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8')
      const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'))
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
      const cmdline = fs.readFileSync(`/proc/${entry}/cmdline`, 'utf8').replaceAll('\0', ' ')
      samples.push({
        pid: Number(entry),
        command: `${cmdline} ${name}`,
        cpuSeconds: (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND,
      })
    } catch {
      // The process ended between listing and reading: its last sample stands.
    }
  }
  return samples
}

/**
 * Samples the machine's processes every 2 s while a run goes on, so each phase can say which
 * kinds of process its CPU went to (`mark` at the end of a phase). About 5 ms a sample.
 */
export function procSampler(intervalMs = 2000) {
  const ledger = cpuLedger()
  ledger.add(readProc(), true)
  // Unref'd: the run's own exit ends the sampling.
  setInterval(() => ledger.add(readProc()), intervalMs).unref()
  let last: CpuTotals = {}
  return {
    /** What each kind used since the last mark, in words. */
    mark(): string {
      ledger.add(readProc())
      const now = ledger.totals()
      const words = cpuBetween(last, now)
      last = now
      return words
    },
  }
}
