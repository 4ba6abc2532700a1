'use client'

import { usePathname } from 'next/navigation'
import { useEffect, useRef } from 'react'

import { trackPageView } from '@/lib/analytics'

type Props = { gaId?: string | null; adsId?: string | null }

/**
 * Google tag, only when SiteSettings has ids: otherwise nothing is loaded or fetched.
 * Sends a page view on every client-side navigation (the first one comes from `config`).
 * The tag is added after hydration, as next/script's afterInteractive did, without its loader
 * (about 2 KiB gzip in every page's start-up JavaScript) and without an inline script.
 */
export function Analytics({ gaId, adsId }: Props) {
  const pathname = usePathname()
  const tagId = gaId || adsId?.split('/')[0]

  useEffect(() => {
    if (adsId) window.__adsConversion = adsId
  }, [adsId])
  useEffect(() => {
    if (!tagId) return
    const w = window as unknown as { dataLayer: unknown[]; gtag: (...args: unknown[]) => void }
    if (!w.gtag) {
      w.dataLayer = w.dataLayer || []
      w.gtag = function gtag() {
        // gtag.js reads the Arguments objects themselves, not arrays.
        // eslint-disable-next-line prefer-rest-params
        w.dataLayer.push(arguments)
      }
      w.gtag('js', new Date())
      for (const id of [gaId, adsId?.split('/')[0]].filter(Boolean) as string[])
        w.gtag('config', id, { page_location: location.origin + location.pathname })
    }
    const src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(tagId)}`
    if (document.querySelector(`script[src="${src}"]`)) return
    const script = document.createElement('script')
    script.async = true
    script.src = src
    document.head.appendChild(script)
  }, [tagId, gaId, adsId])
  const first = useRef(true)
  useEffect(() => {
    if (first.current) return void (first.current = false)
    trackPageView(window.location.href)
  }, [pathname])
  return null
}
