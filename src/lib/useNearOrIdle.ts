'use client'

import { type RefObject, useEffect, useState } from 'react'

/**
 * True once the element comes within `margin` of the viewport or the page goes idle, whichever
 * is first: below-the-fold islands load off the hydration path yet are ready before anyone
 * reaches them (or a script fills them without scrolling).
 */
export function useNearOrIdle(ref: RefObject<Element | null>, margin = '600px') {
  const [ready, setReady] = useState(false)
  useEffect(() => {
    if (ready) return
    const go = () => setReady(true)
    const el = ref.current
    const observer =
      el && 'IntersectionObserver' in window
        ? new IntersectionObserver((e) => e.some((x) => x.isIntersecting) && go(), {
            rootMargin: margin,
          })
        : null
    if (el) observer?.observe(el)
    // Safari has no requestIdleCallback: a timer stands in.
    const hasIdle = typeof window.requestIdleCallback === 'function'
    const idle = hasIdle ? window.requestIdleCallback(go, { timeout: 3000 }) : undefined
    const timer = hasIdle ? undefined : setTimeout(go, 1500)
    return () => {
      observer?.disconnect()
      if (idle !== undefined) window.cancelIdleCallback(idle)
      clearTimeout(timer)
    }
  }, [ref, margin, ready])
  return ready
}
