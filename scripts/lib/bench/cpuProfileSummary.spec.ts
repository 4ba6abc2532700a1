import { describe, expect, it } from 'vitest'

import { frameHome, summarizeProfile, type CpuProfile } from './cpuProfileSummary'

const frame = (functionName: string, url: string) => ({ functionName, url, lineNumber: 0 })

// root → handler (server bundle) → parse (zod, node_modules) ; root → write (node:net)
const profile: CpuProfile = {
  nodes: [
    { id: 1, callFrame: frame('(root)', ''), children: [2, 4] },
    { id: 2, callFrame: frame('handler', '/app/.next/server/chunks/a.js'), children: [3] },
    { id: 3, callFrame: frame('parse', '/app/node_modules/zod/v4/core.js') },
    { id: 4, callFrame: frame('write', 'node:net') },
  ],
  startTime: 0,
  endTime: 10_000,
  // Samples at 1, 2, 3, 4, 5 ms; each lasts until the next one (1 ms).
  samples: [3, 3, 2, 4, 3],
  timeDeltas: [1000, 1000, 1000, 1000, 1000],
}

describe('summarizeProfile', () => {
  it('sums self time by where the code lives, and inclusive time by frame', () => {
    const s = summarizeProfile(profile, 0, 10)
    // The last sample has no next delta: it counts 0.
    expect(s.totalMs).toBe(4)
    expect(s.byHome).toEqual([
      { name: 'zod', ms: 2, share: 0.5 },
      { name: 'server bundle (Payload, Zod, Drizzle, ours)', ms: 1, share: 0.25 },
      { name: 'Node.js', ms: 1, share: 0.25 },
    ])
    expect(s.frames.map((f) => [f.name, f.ms])).toEqual([
      ['handler server bundle (Payload, Zod, Drizzle, ours):1', 3],
      ['parse zod:1', 2],
      ['write Node.js:1', 1],
    ])
  })

  it('counts only the samples inside the window', () => {
    const s = summarizeProfile(profile, 2.5, 4.5)
    expect(s.totalMs).toBe(2)
    expect(s.byHome.map((r) => r.name)).toEqual([
      'server bundle (Payload, Zod, Drizzle, ours)',
      'Node.js',
    ])
  })

  it('names packages, scoped ones included', () => {
    expect(frameHome('/x/node_modules/@payloadcms/ui/dist/a.js', 'f')).toBe('@payloadcms/ui')
    expect(frameHome('', '(garbage collector)')).toBe('((garbage collector))')
  })
})
