/** Prints how long each phase of a script took, and a summary at the end. */
export function phaseTimer(label: string) {
  const started = Date.now()
  let mark = started
  const phases: [string, number][] = []
  return {
    /** Ends the phase that ran since the last mark. */
    phase(name: string) {
      const now = Date.now()
      phases.push([name, now - mark])
      console.log(`[${label}] ${name}: ${((now - mark) / 1000).toFixed(1)} s`)
      mark = now
    },
    summary() {
      const total = ((Date.now() - started) / 1000).toFixed(1)
      const parts = phases.map(([n, ms]) => `${n} ${(ms / 1000).toFixed(1)} s`).join(', ')
      return `[${label}] ${total} s in all: ${parts}`
    },
  }
}
