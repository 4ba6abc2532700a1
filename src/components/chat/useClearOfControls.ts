'use client'

import { type RefObject, useEffect, useState } from 'react'

// What a visitor must be able to reach: the floating button steps aside for any of these.
const CONTROL =
  'input, select, textarea, button, a[href], label, summary, [role="button"], [tabindex]:not([tabindex="-1"])'

/** Does any shown control (other than the launcher and its panel) overlap the launcher's box? */
function coversControl(launcher: HTMLElement): boolean {
  const l = launcher.getBoundingClientRect()
  for (const el of document.querySelectorAll<HTMLElement>(CONTROL)) {
    if (launcher.contains(el) || el.closest('[role="dialog"]')) continue
    const r = el.getBoundingClientRect()
    if (!r.width || !r.height) continue // not shown
    if (r.left < l.right && l.left < r.right && r.top < l.bottom && l.top < r.bottom) return true
  }
  return false
}

/**
 * True while the floating launcher would sit on a form control, a button or a link (a phone's
 * Pay button, an address field): the launcher hides until the page scrolls on. Checked on scroll,
 * resize and page changes, once per frame; never while the launcher itself has focus.
 */
export function useClearOfControls(ref: RefObject<HTMLElement | null>, active: boolean): boolean {
  const [covering, setCovering] = useState(false)
  useEffect(() => {
    if (!active) return
    let frame = 0
    const check = () => {
      frame = 0
      const el = ref.current
      if (!el || document.activeElement === el) return setCovering(false)
      setCovering(coversControl(el))
    }
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(check)
    }
    schedule()
    const main = document.getElementById('main') ?? document.body
    const observer = new MutationObserver(schedule)
    observer.observe(main, { childList: true, subtree: true })
    window.addEventListener('scroll', schedule, { passive: true })
    window.addEventListener('resize', schedule)
    return () => {
      cancelAnimationFrame(frame)
      observer.disconnect()
      window.removeEventListener('scroll', schedule)
      window.removeEventListener('resize', schedule)
    }
  }, [ref, active])
  return active && covering
}
