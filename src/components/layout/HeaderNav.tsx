'use client'

import Link from 'next/link'
import { usePathname } from 'next/navigation'
import { useEffect, useState } from 'react'

import { blogLink, type NavLink, navLinks } from './navLinks'
import { SectionLink } from './SectionLink'

const itemClass =
  'whitespace-nowrap rounded-full px-2.5 py-2 font-medium text-stone-700 hover:bg-amber-50 hover:text-stone-950 focus-visible:outline focus-visible:outline-2 focus-visible:outline-amber-500'
const bookClass =
  'whitespace-nowrap rounded-full bg-amber-500 px-5 py-2.5 font-semibold text-stone-950 shadow-sm hover:bg-amber-400 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-stone-900'

function Item({
  link,
  className,
  onNavigate,
}: {
  link: NavLink
  className: string
  onNavigate?: () => void
}) {
  return link.section ? (
    <SectionLink section={link.section} className={className} onNavigate={onNavigate}>
      {link.label}
    </SectionLink>
  ) : (
    <Link href={link.href!} prefetch={link.prefetch} className={className} onClick={onNavigate}>
      {link.label}
    </Link>
  )
}

/** Desktop links, and below 1280 px (where they would wrap) a menu toggle that opens the same links as a panel. */
export function HeaderNav() {
  const pathname = usePathname()
  const [open, setOpen] = useState(false)
  const links = pathname.startsWith('/blog') ? [...navLinks, blogLink] : navLinks

  // A new page closes the menu (adjusted while rendering, as React advises, not in an effect).
  const [shownFor, setShownFor] = useState(pathname)
  if (shownFor !== pathname) {
    setShownFor(pathname)
    setOpen(false)
  }
  useEffect(() => {
    if (!open) return
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(false)
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [open])

  return (
    <>
      <nav aria-label="Main" className="hidden items-center gap-1 xl:flex">
        {links.map((l) => (
          <Item key={l.label} link={l} className={itemClass} />
        ))}
        <Link href="/booking" className={`${bookClass} ml-2`}>
          Book Now
        </Link>
      </nav>
      <div className="flex items-center gap-2 xl:hidden">
        <Link href="/booking" className={bookClass}>
          Book Now
        </Link>
        <button
          type="button"
          aria-expanded={open}
          aria-controls="mobile-menu"
          aria-label={open ? 'Close menu' : 'Open menu'}
          onClick={() => setOpen((o) => !o)}
          className="grid size-12 place-items-center rounded-full text-stone-800 hover:bg-stone-100 focus-visible:outline focus-visible:outline-2 focus-visible:outline-amber-500"
        >
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="size-6"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          >
            {open ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
          </svg>
        </button>
      </div>
      {open && (
        <nav
          id="mobile-menu"
          aria-label="Mobile"
          className="absolute inset-x-0 top-full border-b border-stone-200 bg-white shadow-lg xl:hidden"
        >
          <ul className="mx-auto grid max-w-6xl gap-1 px-4 py-3">
            {links.map((l) => (
              <li key={l.label}>
                <Item
                  link={l}
                  onNavigate={() => setOpen(false)}
                  className={`${itemClass} block py-3 text-lg`}
                />
              </li>
            ))}
          </ul>
        </nav>
      )}
    </>
  )
}
