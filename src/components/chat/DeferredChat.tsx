'use client'

import { useEffect, useState } from 'react'

import { lazyClient } from '@/lib/lazyClient'

// The chat launcher (its button and logic; its panel is a further chunk) is its own chunk: not in any page's
// start-up JavaScript, fetched once the page is idle or the visitor first acts.
const ChatLauncher = lazyClient(() => import('./ChatLauncher').then((m) => m.ChatLauncher))

const ACTS = ['pointerdown', 'keydown', 'touchstart', 'scroll'] as const

/** Mounts the 'Chat with us' button after idle (at most 2 s after hydration) or the first input. */
export function DeferredChat({ phone, email }: { phone: string; email: string }) {
  const [wanted, setWanted] = useState(false)
  useEffect(() => {
    const go = () => setWanted(true)
    // An emailed staff reply links back with ?chat=open: no wait.
    if (new URLSearchParams(window.location.search).get('chat') === 'open') return go()
    for (const type of ACTS) window.addEventListener(type, go, { once: true, passive: true })
    // Safari has no requestIdleCallback.
    const hasIdle = typeof window.requestIdleCallback === 'function'
    const idle = hasIdle ? window.requestIdleCallback(go, { timeout: 2000 }) : undefined
    const timer = hasIdle ? undefined : setTimeout(go, 1000)
    return () => {
      for (const type of ACTS) window.removeEventListener(type, go)
      if (idle !== undefined) window.cancelIdleCallback(idle)
      clearTimeout(timer)
    }
  }, [])
  return wanted ? <ChatLauncher phone={phone} email={email} /> : null
}
