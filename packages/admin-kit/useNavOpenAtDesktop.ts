'use client'

import { useNav, useWindowInfo } from '@payloadcms/ui'
import { useEffect } from 'react'

/**
 * Payload closes its side navigation below 1440 px; staff at 1025-1440 px (a 1280 px laptop) have
 * room for it and used to start with it collapsed. Open it there once Payload has settled its own
 * state (hydrated), so its breakpoint effect does not close it again. Phones keep the drawer.
 * Deferred a task: this hook's component sits inside Payload's NavProvider, so in a commit where
 * the breakpoints change (a page opened directly, already signed in) our effect runs before the
 * provider's, which would close the nav again after we opened it.
 */
export function useNavOpenAtDesktop() {
  const { hydrated, setNavOpen } = useNav()
  const {
    breakpoints: { l: belowLarge, m: belowMid },
  } = useWindowInfo()
  useEffect(() => {
    if (!hydrated || !belowLarge || belowMid) return
    const later = setTimeout(() => setNavOpen(true), 0)
    return () => clearTimeout(later)
  }, [hydrated, belowLarge, belowMid, setNavOpen])
}
