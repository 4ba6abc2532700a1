'use client'

import { type RefObject, useEffect, useState } from 'react'

// What a visitor must be able to reach on the booking pages (wizard, payment, manage): every
// form control and link (the manage page's "Pay now" and PDFs are links; issue 49). Elsewhere
// the button stays on hand (the contact page opens the chat from it).
const CONTROL = 'input, select, textarea, button, label, summary, a[href], [role="button"]'

const overlaps = (r: DOMRect, l: DOMRect) =>
  r.width > 0 &&
  r.height > 0 &&
  r.left < l.right &&
  l.left < r.right &&
  r.top < l.bottom &&
  l.top < r.bottom

/** Does any shown text of the page (an amount, a heading) lie under the launcher's box? */
function coversText(l: DOMRect): boolean {
  const main = document.getElementById('main')
  if (!main) return false
  const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT)
  const range = document.createRange()
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (!node.textContent?.trim() || node.parentElement?.closest('[role="dialog"]')) continue
    range.selectNodeContents(node)
    for (const r of range.getClientRects()) if (overlaps(r, l)) return true
  }
  return false
}

/**
 * Where the launcher shows: the full button ('Chat with us') off the booking pages; on them a
 * round icon, tucked into a tab at the screen's edge, or hidden.
 */
export type LauncherPlace = 'full' | 'round' | 'tab' | 'hidden'

// Their boxes (ChatLauncher: round right-2 bottom-2 size-12; tab right-0 bottom-2 h-12 w-6).
const box = (place: 'round' | 'tab') => {
  const { clientWidth: w, clientHeight: h } = document.documentElement
  return place === 'round'
    ? new DOMRect(w - 56, h - 56, 48, 48)
    : new DOMRect(w - 24, h - 56, 24, 48)
}

/** Where the launcher covers nothing on a booking page (wizard, payment, manage). */
function placeFor(launcher: HTMLElement): LauncherPlace {
  if (!window.location.pathname.startsWith('/booking')) return 'full'
  // Never moved from under the visitor's focus.
  if (document.activeElement === launcher || !covers(launcher, box('round'))) return 'round'
  return covers(launcher, box('tab')) ? 'hidden' : 'tab'
}

/** Does a shown control, link or text (other than the launcher and its panel) overlap `l`? */
function covers(launcher: HTMLElement, l: DOMRect): boolean {
  for (const el of document.querySelectorAll<HTMLElement>(CONTROL)) {
    if (launcher.contains(el) || el.closest('[role="dialog"]')) continue
    if (overlaps(el.getBoundingClientRect(), l)) return true
  }
  return coversText(l)
}

/**
 * Where the launcher goes on a booking page: round, or, while it would sit on a form control, a
 * link or text (a phone's Pay button, an amount), tucked into a tab at the screen's edge, or
 * hidden while even the tab would cover something, until the page scrolls on. Checked on
 * scroll, resize and page changes, once per frame; never while the launcher itself has focus.
 * (Read from the location, not the router: the booking page's start-up JS has no room.)
 */
export function useClearOfControls(
  ref: RefObject<HTMLElement | null>,
  active: boolean,
): LauncherPlace {
  const [place, setPlace] = useState<LauncherPlace>('full')
  useEffect(() => {
    if (!active) return
    let frame = 0
    const check = () => {
      frame = 0
      const el = ref.current
      if (el) setPlace(placeFor(el))
    }
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(check)
    }
    schedule()
    const main = document.getElementById('main') ?? document.body
    const observer = new MutationObserver(schedule)
    observer.observe(main, { childList: true, subtree: true })
    // Content that grows without new nodes (an image, a panel opening) moves controls too.
    const resized = new ResizeObserver(schedule)
    resized.observe(main)
    window.addEventListener('scroll', schedule, { passive: true })
    window.addEventListener('resize', schedule)
    return () => {
      cancelAnimationFrame(frame)
      observer.disconnect()
      resized.disconnect()
      window.removeEventListener('scroll', schedule)
      window.removeEventListener('resize', schedule)
    }
  }, [ref, active])
  // While the panel is open nothing is checked: the launcher stays where it was, shown.
  return !active && place === 'hidden' ? 'tab' : place
}
