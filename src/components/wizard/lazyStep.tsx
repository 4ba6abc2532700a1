'use client'

import { useEffect, useState, type ComponentType } from 'react'

/**
 * A wizard step whose code is fetched on demand, without Suspense. next/dynamic suspends on a
 * step's first render even when its code is already loaded, and React 19 then holds the
 * fallback for up to 300 ms (its reveal throttle): every Continue flashed "Loading…", and a
 * returning visitor's saved step painted 0.65 s after the page (Lighthouse LCP 3.7–4.4 s).
 * Here a loaded step renders at once; `preload()` fetches it ahead (the next step, a saved one).
 */
export function lazyStep<P extends object>(
  load: () => Promise<ComponentType<P>>,
  loadingText = 'Loading…',
) {
  let Loaded: ComponentType<P> | undefined
  let pending: Promise<void> | undefined
  const preload = () =>
    (pending ??= load().then(
      (component) => void (Loaded = component),
      (error: unknown) => {
        pending = undefined // a failed fetch (offline) is tried again when the step next mounts
        throw error
      },
    ))

  function Step(props: P) {
    const [failed, setFailed] = useState(false)
    const [attempt, setAttempt] = useState(0)
    useEffect(() => {
      if (Loaded) return
      let live = true
      // One quiet second try (a dropped request), then the visitor is told and can retry.
      preload()
        .catch(() => new Promise((r) => setTimeout(r, 1000)).then(preload))
        .then(
          () => live && setAttempt((n) => n + 1),
          () => live && setFailed(true),
        )
      return () => {
        live = false
      }
    }, [attempt])
    if (Loaded) return <Loaded {...props} />
    if (failed)
      return (
        <div role="alert" className="py-12 text-center text-stone-700">
          <p>This step did not load. Check your connection, then try again.</p>
          <button
            type="button"
            className="mt-4 rounded-md border border-stone-400 px-4 py-2 font-medium"
            onClick={() => {
              setFailed(false)
              setAttempt((n) => n + 1)
            }}
          >
            Try again
          </button>
        </div>
      )
    return <p className="py-12 text-center text-stone-700">{loadingText}</p>
  }
  return Object.assign(Step, { preload })
}
