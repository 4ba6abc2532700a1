'use client'

import { useEffect, useState, type ComponentType } from 'react'

/**
 * A client component whose code is fetched on first render, in place of next/dynamic with
 * `ssr: false`: next/dynamic's loadable machinery (about 2 KiB gzip) sat in every page's
 * start-up JavaScript for islands that mount only after idle or a click. Renders `fallback`
 * (nothing by default) until the code arrives; a failed fetch is tried again on the next mount.
 */
export function lazyClient<P extends object>(
  load: () => Promise<ComponentType<P>>,
  Fallback: ComponentType | null = null,
) {
  let Loaded: ComponentType<P> | undefined
  let pending: Promise<ComponentType<P>> | undefined
  const preload = () =>
    (pending ??= load().then(
      (component) => (Loaded = component),
      (error: unknown) => {
        pending = undefined
        throw error
      },
    ))

  function Lazy(props: P) {
    const [, setTick] = useState(0)
    useEffect(() => {
      if (Loaded) return
      let live = true
      preload().then(
        () => live && setTick((n) => n + 1),
        () => {},
      )
      return () => {
        live = false
      }
    }, [])
    if (Loaded) return <Loaded {...props} />
    return Fallback ? <Fallback /> : null
  }
  return Object.assign(Lazy, { preload })
}
