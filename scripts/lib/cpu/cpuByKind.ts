/**
 * CPU-seconds by kind of process (Chromium, the Next servers, vitest, PostgreSQL…), summed from
 * per-process samples. Issue 52: knowing which process a phase's CPU went to says what to cut; on
 * 2 cores the suite is CPU-bound, so wall time alone does not.
 */
export type CpuSample = { pid: number; command: string; cpuSeconds: number }
export type CpuTotals = Record<string, number>

const KINDS: [string, RegExp][] = [
  ['PostgreSQL', /postgres/],
  ['Chromium', /chrom/i],
  // The build retitles itself; its Turbopack workers run from pool_entry-[turbopack-node] chunks.
  ['Next build', /next-build|turbopack-node/],
  ['Next servers', /next-server|next\/dist\/bin\/next/],
  ['vitest', /vitest/],
  ['Playwright', /playwright/],
  ['type check', /typescript\/bin\/tsc|\btsc\b/],
  ['lint', /eslint/],
  ['Prettier', /prettier/],
  ['HAProxy', /haproxy/],
  ['test runner', /scripts\/test\.ts/],
]

/** The kind a process's command line names; 'other' when none. */
export function cpuKind(command: string): string {
  return KINDS.find(([, pattern]) => pattern.test(command))?.[0] ?? 'other'
}

/**
 * Folds samples into running totals. A process started after the ledger began counts all its CPU;
 * one already running (`baseline`) counts only what it used since; one that ended keeps what it
 * was last seen at (up to a sample's interval of its end is lost).
 */
export function cpuLedger() {
  const seen = new Map<number, { kind: string; base: number; cpu: number }>()
  return {
    add(samples: CpuSample[], baseline = false) {
      for (const s of samples) {
        const known = seen.get(s.pid)
        if (known) known.cpu = s.cpuSeconds - known.base
        else
          seen.set(s.pid, {
            kind: cpuKind(s.command),
            base: baseline ? s.cpuSeconds : 0,
            cpu: baseline ? 0 : s.cpuSeconds,
          })
      }
    },
    totals(): CpuTotals {
      const totals: CpuTotals = {}
      for (const { kind, cpu } of seen.values()) totals[kind] = (totals[kind] ?? 0) + cpu
      return totals
    },
  }
}

/** What each kind used between two totals, largest first, as "Chromium 734, Next servers 199". */
export function cpuBetween(before: CpuTotals, after: CpuTotals): string {
  const used = Object.entries(after)
    .map(([kind, cpu]) => [kind, cpu - (before[kind] ?? 0)] as const)
    .filter(([, cpu]) => cpu >= 1)
    .sort((a, b) => b[1] - a[1])
  const all = used.reduce((sum, [, cpu]) => sum + cpu, 0)
  const kinds = used.map(([kind, cpu]) => `${kind} ${Math.round(cpu)}`).join(', ')
  return kinds ? `${Math.round(all)} CPU-s (${kinds})` : `${Math.round(all)} CPU-s`
}
