import type { Metadata, Viewport } from 'next'
import React from 'react'
import { Toaster } from 'sonner'

import './globals.css'

export const metadata: Metadata = {
  metadataBase: new URL(process.env.NEXT_PUBLIC_SERVER_URL || 'http://localhost:3000'),
  title: { default: 'Photo Booth Rentals in Winnipeg | Light up the Moment', template: '%s | Winnipeg Photo Booth Co.' },
  description:
    'Photo booth rentals for weddings, parties and corporate events in Winnipeg and across Manitoba. Packages from $199, taxes included. Book online in minutes.',
}

export const viewport: Viewport = { themeColor: '#1c1917', width: 'device-width', initialScale: 1 }

export default function FrontendLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en-CA">
      <body className="bg-white font-sans text-stone-900 antialiased">
        {children}
        {/* The spec: only one toast shows at a time. */}
        <Toaster visibleToasts={1} position="top-center" richColors closeButton />
      </body>
    </html>
  )
}
