'use client'

import { useEffect, useEffectEvent } from 'react'

/** Calls `tick` now and every `ms` while mounted (and the key stays the same). */
export function usePolling(tick: () => Promise<void> | void, ms: number, key: unknown = null) {
  const latest = useEffectEvent(tick)
  useEffect(() => {
    let stopped = false
    const run = async () => {
      if (stopped) return
      try {
        await latest()
      } finally {
        if (!stopped) timer = setTimeout(run, ms)
      }
    }
    let timer = setTimeout(run, 0)
    return () => {
      stopped = true
      clearTimeout(timer)
    }
  }, [ms, key])
}
