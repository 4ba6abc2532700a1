'use client'

import { useEffect } from 'react'

const NAMES = { left: 'Previous page', right: 'Next page' }

/**
 * Payload's list pagination arrows are icon-only buttons without a name (axe button-name) and
 * take no label prop: this names them 'Previous page' / 'Next page' in the lists it is placed on.
 */
export function PaginationNames() {
  useEffect(() => {
    const name = () =>
      document.querySelectorAll<HTMLButtonElement>('button.clickable-arrow').forEach((b) => {
        const label = b.classList.contains('clickable-arrow--left') ? NAMES.left : NAMES.right
        if (b.getAttribute('aria-label') !== label) b.setAttribute('aria-label', label)
      })
    name()
    const observer = new MutationObserver(name)
    observer.observe(document.body, { childList: true, subtree: true })
    return () => observer.disconnect()
  }, [])
  return null
}
