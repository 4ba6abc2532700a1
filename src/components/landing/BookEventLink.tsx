'use client'

import Link from 'next/link'
import type { ReactNode } from 'react'

import { trackConversion, trackEvent } from '@/lib/analytics'

/** 'Book Your Event': goes to the wizard and records the click (no-ops without analytics). */
export function BookEventLink({
  className,
  children,
  label = 'hero',
}: {
  className?: string
  children: ReactNode
  label?: string
}) {
  return (
    <Link
      href="/booking"
      className={className}
      onClick={() => {
        trackEvent('book_event_click', { category: 'engagement', label })
        trackConversion()
      }}
    >
      {children}
    </Link>
  )
}
