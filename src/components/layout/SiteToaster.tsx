'use client'

import { useEffect, useState, type ComponentType } from 'react'
import type { ToasterProps } from 'sonner'

import { onFirstToast, toasterReady } from '@/lib/toast'

/**
 * The site's toasts; the spec: only one shows at a time. sonner is fetched with the page's first
 * toast (src/lib/toast.ts): a page nobody acts on never loads it.
 */
export function SiteToaster() {
  const [Toaster, setToaster] = useState<ComponentType<ToasterProps> | null>(null)
  useEffect(
    () => onFirstToast(() => void import('sonner').then((m) => setToaster(() => m.Toaster))),
    [],
  )
  // Runs after the Toaster's own effects (children first): it has subscribed by now.
  useEffect(() => {
    if (Toaster) toasterReady()
  }, [Toaster])
  return Toaster ? <Toaster visibleToasts={1} position="top-center" closeButton /> : null
}
