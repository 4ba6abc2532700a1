import Link from 'next/link'

import { LogoMark } from '../brand/LogoMark'
import { HeaderNav } from './HeaderNav'

/** Sticky site header: brand, section and page links, Book Now. */
export function Header({ businessName }: { businessName: string }) {
  return (
    <header className="sticky top-0 z-40 border-b border-stone-200/80 bg-white/90 backdrop-blur supports-[backdrop-filter]:bg-white/80">
      <div className="relative mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6">
        <Link
          href="/"
          className="flex items-center gap-2 rounded-full font-bold tracking-tight text-stone-950 focus-visible:outline focus-visible:outline-2 focus-visible:outline-amber-500"
        >
          <LogoMark />
          <span className="max-w-[8.5rem] text-sm leading-tight sm:max-w-none sm:text-lg">
            {businessName}
          </span>
        </Link>
        <HeaderNav />
      </div>
    </header>
  )
}
