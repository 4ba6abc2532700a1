import { describe, expect, it } from 'vitest'

import { cpuBetween, cpuKind, cpuLedger } from './cpuByKind'

describe('CPU by kind of process', () => {
  it('names the kinds from their command lines', () => {
    expect(cpuKind('/usr/lib/chromium/chrome-headless-shell --type=renderer')).toBe('Chromium')
    expect(cpuKind('next-server (v16.4.6)')).toBe('Next servers')
    expect(cpuKind('next-build (v16.4.6)')).toBe('Next build')
    expect(
      cpuKind('node .next/build/chunks/pool_entry-[turbopack-node]_transforms_postcss_ts.js'),
    ).toBe('Next build')
    expect(cpuKind('postgres: photobooth photobooth_test 127.0.0.1(5432) idle')).toBe('PostgreSQL')
    expect(cpuKind('node node_modules/vitest/dist/workers/forks.js')).toBe('vitest')
    expect(cpuKind('node node_modules/typescript/bin/tsc --noEmit')).toBe('type check')
    expect(cpuKind('bash')).toBe('other')
  })

  it('counts a process from when it is first seen, and keeps one that ended', () => {
    const ledger = cpuLedger()
    ledger.add([{ pid: 1, command: 'postgres', cpuSeconds: 50 }], true)
    ledger.add([
      { pid: 1, command: 'postgres', cpuSeconds: 53 },
      { pid: 2, command: 'chrome-headless-shell', cpuSeconds: 4 },
    ])
    ledger.add([{ pid: 1, command: 'postgres', cpuSeconds: 60 }]) // pid 2 has ended
    expect(ledger.totals()).toEqual({ PostgreSQL: 10, Chromium: 4 })
  })

  it('words what each kind used between two marks, largest first, leaving out crumbs', () => {
    const before = { Chromium: 100, 'Next servers': 20 }
    const after = { Chromium: 834, 'Next servers': 219, vitest: 0.4 }
    expect(cpuBetween(before, after)).toBe('933 CPU-s (Chromium 734, Next servers 199)')
    expect(cpuBetween(after, after)).toBe('0 CPU-s')
  })
})
