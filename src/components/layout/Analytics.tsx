'use client'

import { usePathname } from 'next/navigation'
import Script from 'next/script'
import { useEffect, useRef } from 'react'

import { trackPageView } from '@/lib/analytics'

type Props = { gaId?: string | null; adsId?: string | null }

/**
 * Google tag, only when SiteSettings has ids: otherwise nothing is loaded or fetched.
 * Sends a page view on every client-side navigation (the first one comes from `config`).
 */
export function Analytics({ gaId, adsId }: Props) {
  const pathname = usePathname()
  const tagId = gaId || adsId?.split('/')[0]

  useEffect(() => {
    if (adsId) window.__adsConversion = adsId
  }, [adsId])
  const first = useRef(true)
  useEffect(() => {
    if (first.current) return void (first.current = false)
    trackPageView(window.location.href)
  }, [pathname])

  if (!tagId) return null
  const ids = [gaId, adsId?.split('/')[0]].filter(Boolean) as string[]
  return (
    <>
      <Script
        src={`https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(tagId)}`}
        strategy="afterInteractive"
      />
      <Script id="gtag-init" strategy="afterInteractive">
        {`window.dataLayer=window.dataLayer||[];window.gtag=function(){dataLayer.push(arguments)};gtag('js',new Date());${ids
          .map(
            (id) =>
              `gtag('config',${JSON.stringify(id)},{page_location:location.origin+location.pathname});`,
          )
          .join('')}`}
      </Script>
    </>
  )
}
