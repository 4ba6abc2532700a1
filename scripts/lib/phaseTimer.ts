/**
 * Prints how long each phase of a script took, and a summary at the end. `alsoSay` adds to each
 * phase's line (npm test: the CPU each kind of process used in it).
 */
export function phaseTimer(label: string, alsoSay?: () => string) {
  const started = Date.now()
  let mark = started
  const phases: [string, number][] = []
  const beside: [string, number][] = []
  return {
    /** Ends the phase that ran since the last mark. */
    phase(name: string) {
      const now = Date.now()
      phases.push([name, now - mark])
      const more = alsoSay ? `; ${alsoSay()}` : ''
      console.log(`[${label}] ${name}: ${((now - mark) / 1000).toFixed(1)} s${more}`)
      mark = now
    },
    /** Work that ran beside the phases (its time is not on the critical path). */
    beside(name: string, ms: number) {
      beside.push([name, ms])
      console.log(`[${label}] ${name}: ${(ms / 1000).toFixed(1)} s`)
    },
    /** The phase that ended last, to say where a run stopped. */
    last: () => phases.at(-1)?.[0] ?? 'start',
    summary() {
      const total = ((Date.now() - started) / 1000).toFixed(1)
      const parts = [...phases, ...beside]
        .map(([n, ms]) => `${n} ${(ms / 1000).toFixed(1)} s`)
        .join(', ')
      return `[${label}] ${total} s in all: ${parts}`
    },
  }
}
