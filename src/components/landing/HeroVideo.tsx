'use client'

import { useEffect, useRef, useState } from 'react'

const MOBILE_MAX_WIDTH = 768
const MOBILE_RETRY_MS = 2000

type State = 'waiting' | 'loading' | 'ready' | 'failed'

/**
 * The blurred background loop. It starts loading only once the page is idle so the poster
 * image stays the LCP element; until it plays (and if it fails) the poster shows through.
 * On phones a failed load is retried once after 2 s (flaky mobile networks). The blur is baked
 * into the file (a CSS blur repaints every frame), and the loop pauses while scrolled out of view.
 */
export function HeroVideo({ src }: { src: string }) {
  const ref = useRef<HTMLVideoElement>(null)
  const retried = useRef(false)
  const [state, setState] = useState<State>('waiting')

  useEffect(() => {
    // Decoration only: skipped for visitors who asked for less motion or less data.
    const saveData = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection
      ?.saveData
    if (saveData || window.matchMedia('(prefers-reduced-motion: reduce)').matches) return
    const start = () => {
      const video = ref.current
      if (!video) return
      setState('loading')
      video.src = src
      video.load()
    }
    if ('requestIdleCallback' in window) {
      const id = window.requestIdleCallback(start, { timeout: 2500 })
      return () => window.cancelIdleCallback(id)
    }
    const id = setTimeout(start, 1200)
    return () => clearTimeout(id)
  }, [src])

  useEffect(() => {
    const video = ref.current
    if (!video || state !== 'ready' || !('IntersectionObserver' in window)) return
    const observer = new IntersectionObserver(([entry]) => {
      if (entry?.isIntersecting) video.play().catch(() => {})
      else video.pause()
    })
    observer.observe(video)
    return () => observer.disconnect()
  }, [state])

  const onError = () => {
    const video = ref.current
    if (!video || !video.getAttribute('src')) return
    if (!retried.current && window.innerWidth < MOBILE_MAX_WIDTH) {
      retried.current = true
      window.setTimeout(() => video.load(), MOBILE_RETRY_MS)
      return
    }
    setState('failed')
  }

  return (
    <video
      ref={ref}
      data-testid="hero-video"
      data-state={state}
      aria-hidden="true"
      tabIndex={-1}
      muted
      loop
      playsInline
      autoPlay
      preload="none"
      onCanPlay={() => {
        setState('ready')
        ref.current?.play().catch(() => {})
      }}
      onError={onError}
      className={`absolute inset-0 h-full w-full object-cover transition-opacity duration-1000 ${state === 'ready' ? 'opacity-100' : 'opacity-0'}`}
    />
  )
}
