/** Header height the target clears, and the pause that lets a closing mobile menu settle (the spec's 80 px / 100 ms). */
export const SCROLL_OFFSET_PX = 80
export const SCROLL_DELAY_MS = 100

/** Scrolls to the section with this id, leaving room for the sticky header. False when it is not on this page. */
export function scrollToSection(id: string): boolean {
  if (!document.getElementById(id)) return false
  window.setTimeout(() => {
    const el = document.getElementById(id)
    if (!el) return
    const top = el.getBoundingClientRect().top + window.scrollY - SCROLL_OFFSET_PX
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches
    window.scrollTo({ top, behavior: reduce ? 'auto' : 'smooth' })
    history.replaceState(null, '', `#${id}`)
    el.focus({ preventScroll: true })
  }, SCROLL_DELAY_MS)
  return true
}
