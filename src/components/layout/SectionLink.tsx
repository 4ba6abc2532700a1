'use client'

import Link from 'next/link'
import type { ReactNode } from 'react'

import { scrollToSection } from '@/lib/scrollToSection'

type Props = { section: string; className?: string; children: ReactNode; onNavigate?: () => void }

/** A link to a landing-page section: scrolls in place on the home page, navigates to /#section elsewhere. */
export function SectionLink({ section, className, children, onNavigate }: Props) {
  return (
    <Link
      href={`/#${section}`}
      className={className}
      onClick={(e) => {
        onNavigate?.()
        if (window.location.pathname === '/' && scrollToSection(section)) e.preventDefault()
      }}
    >
      {children}
    </Link>
  )
}
