import type { Metadata } from 'next'

import { LogoSet } from '@/components/brand/LogoSet'
import { getSiteSettings } from '@/lib/cms/getSiteSettings'

export const revalidate = 3600

export const metadata: Metadata = { title: 'Winnipeg Logo', robots: { index: false } }

/** The logo set with the home city under the name, as on local listings and print. */
export default async function LogoWinnipegDemoPage() {
  const settings = await getSiteSettings()
  return (
    <LogoSet
      title="Our Winnipeg Logo"
      businessName={settings.businessName}
      tagline="Winnipeg, Manitoba"
    />
  )
}
