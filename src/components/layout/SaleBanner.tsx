'use client'

import { usePathname } from 'next/navigation'
import { useState } from 'react'

/** The sale announcement from SiteSettings; dismissing hides it for this page view only. */
export function SaleBanner({ text }: { text: string }) {
  const pathname = usePathname()
  const [dismissedOn, setDismissedOn] = useState<string | null>(null)
  if (dismissedOn === pathname) return null
  return (
    <div role="region" aria-label="Announcement" className="bg-amber-100 text-amber-950">
      <div className="mx-auto flex max-w-6xl items-center gap-3 px-4 py-2 sm:px-6">
        <p className="flex-1 text-center text-sm font-medium sm:text-base">{text}</p>
        <button
          type="button"
          onClick={() => setDismissedOn(pathname)}
          aria-label="Dismiss announcement"
          className="grid size-10 shrink-0 place-items-center rounded-full text-xl hover:bg-amber-200 focus-visible:outline focus-visible:outline-2 focus-visible:outline-amber-700"
        >
          <span aria-hidden="true">×</span>
        </button>
      </div>
    </div>
  )
}
