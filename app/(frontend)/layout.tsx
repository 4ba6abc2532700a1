import type { Metadata, Viewport } from 'next'
import React from 'react'

import { Footer } from '@/components/layout/Footer'
import { Header } from '@/components/layout/Header'
import { LazyAnalytics } from '@/components/layout/LazyAnalytics'
import { DeferredChat } from '@/components/chat/DeferredChat'
import { ReturningVisitorPopup } from '@/components/layout/ReturningVisitorPopup'
import { SaleBanner } from '@/components/layout/SaleBanner'
import { SiteToaster } from '@/components/layout/SiteToaster'
import { inter } from '@/fonts/inter'
import { getSiteSettings } from '@/lib/cms/getSiteSettings'
import { siteCspWithoutAnalytics } from '@/lib/security/contentSecurityPolicy'
import { siteUrl } from '@/lib/seo/siteUrl'

import './globals.css'

export const metadata: Metadata = {
  metadataBase: new URL(siteUrl()),
  title: {
    default: 'Photo Booth Rentals in Winnipeg | Light up the Moment',
    template: '%s | Winnipeg Photo Booth Co.',
  },
  description:
    'Photo booth rentals for weddings, parties and corporate events in Winnipeg and across Manitoba. Packages from $199, taxes included. Book online in minutes.',
  openGraph: {
    siteName: 'Winnipeg Photo Booth Co.',
    locale: 'en_CA',
    type: 'website',
    images: [{ url: '/images/og.jpg', width: 1200, height: 630 }],
  },
}

export const viewport: Viewport = { themeColor: '#1c1917', width: 'device-width', initialScale: 1 }

export default async function FrontendLayout({ children }: { children: React.ReactNode }) {
  const settings = await getSiteSettings()
  const analyticsOff = !settings.analytics?.gaMeasurementId && !settings.analytics?.adsConversionId
  return (
    <html lang="en-CA" className={inter.variable}>
      {analyticsOff ? (
        <head>
          <meta
            httpEquiv="Content-Security-Policy"
            content={siteCspWithoutAnalytics(process.env.NODE_ENV === 'development')}
          />
        </head>
      ) : null}
      <body className="bg-white font-sans text-stone-900 antialiased">
        <a
          href="#main"
          className="sr-only z-50 rounded-full bg-white px-4 py-2 font-semibold focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
        >
          Skip to content
        </a>
        {settings.saleBanner?.enabled && settings.saleBanner.text ? (
          <SaleBanner text={settings.saleBanner.text} />
        ) : null}
        <Header businessName={settings.businessName} />
        <div id="main" tabIndex={-1} className="outline-none">
          {children}
        </div>
        <Footer settings={settings} />
        <ReturningVisitorPopup />
        {analyticsOff ? null : (
          <LazyAnalytics
            gaId={settings.analytics?.gaMeasurementId}
            adsId={settings.analytics?.adsConversionId}
          />
        )}
        <SiteToaster />
        <DeferredChat phone={settings.phone} email={settings.email} />
      </body>
    </html>
  )
}
