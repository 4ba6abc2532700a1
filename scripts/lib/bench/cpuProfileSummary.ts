/** The parts of a V8 `.cpuprofile` (node --cpu-prof) this summary reads. */
export type CpuProfile = {
  nodes: {
    id: number
    callFrame: { functionName: string; url: string; lineNumber: number }
    children?: number[]
  }[]
  startTime: number
  endTime: number
  samples: number[]
  timeDeltas: number[]
}

export type ProfileRow = { name: string; ms: number; share: number }

/** Where a frame's code lives: an npm package, Next's server bundle, Node itself, or V8. */
export function frameHome(url: string, functionName: string): string {
  const pkg = url.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/)
  if (pkg) return pkg[1]
  if (url.includes('.next/server/')) return 'server bundle (Payload, Zod, Drizzle, ours)'
  if (url.startsWith('node:')) return 'Node.js'
  return url ? url.split('/').slice(-2).join('/') : `(${functionName || 'V8'})`
}

/**
 * Self time by where the code lives and inclusive time by frame, over the samples taken in the
 * window [fromMs, toMs] after the profile's start: what a server spent its CPU on under load.
 */
export function summarizeProfile(profile: CpuProfile, fromMs: number, toMs: number, top = 12) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]))
  const parent = new Map<number, number>()
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id)
  const label = (id: number) => {
    const { functionName, url, lineNumber } = byId.get(id)!.callFrame
    return `${functionName || '(anonymous)'} ${frameHome(url, functionName)}:${lineNumber + 1}`
  }
  const self = new Map<string, number>()
  const inclusive = new Map<string, number>()
  let at = profile.startTime
  let total = 0
  for (let i = 0; i < profile.samples.length; i++) {
    at += profile.timeDeltas[i]
    const ms = (at - profile.startTime) / 1000
    if (ms < fromMs || ms > toMs) continue
    const us = profile.timeDeltas[i + 1] ?? 0
    total += us
    const leaf = byId.get(profile.samples[i])!.callFrame
    const home = frameHome(leaf.url, leaf.functionName)
    self.set(home, (self.get(home) ?? 0) + us)
    const seen = new Set<string>()
    for (let id: number | undefined = profile.samples[i]; id !== undefined; id = parent.get(id))
      seen.add(label(id))
    for (const name of seen) inclusive.set(name, (inclusive.get(name) ?? 0) + us)
  }
  const rows = (m: Map<string, number>, skip: (name: string) => boolean): ProfileRow[] =>
    [...m]
      .filter(([name]) => !skip(name))
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([name, us]) => ({ name, ms: us / 1000, share: total ? us / total : 0 }))
  return {
    totalMs: total / 1000,
    byHome: rows(self, () => false),
    // The event loop's own frames hold every sample: they say nothing.
    frames: rows(inclusive, (n) =>
      /^\((root|program|idle)|^(processTicksAndRejections|runMicrotasks) /.test(n),
    ),
  }
}
