'use client'

import { usePathname } from 'next/navigation'
import { useEffect, useState } from 'react'

import { lazyClient } from '@/lib/lazyClient'

import { offersSavedCart } from './offersSavedCart'

// The dialog (with its toast) is downloaded only for a visitor who has a cart to offer.
const ReturningVisitorDialog = lazyClient(() =>
  import('./ReturningVisitorDialog').then((m) => m.ReturningVisitorDialog),
)

/** 'Welcome Back!' gate: checks browser storage; the dialog itself takes over once mounted. */
export function ReturningVisitorPopup() {
  const pathname = usePathname()
  const [wanted, setWanted] = useState(false)
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- browser storage exists only after mount: the server's HTML never offers a cart
    if (offersSavedCart(pathname)) setWanted(true)
  }, [pathname])
  return wanted ? <ReturningVisitorDialog /> : null
}
