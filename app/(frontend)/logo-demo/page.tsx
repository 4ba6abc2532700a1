import type { Metadata } from 'next'

import { LogoSet } from '@/components/brand/LogoSet'
import { getSiteSettings } from '@/lib/cms/getSiteSettings'

export const revalidate = 3600

export const metadata: Metadata = { title: 'Logo', robots: { index: false } }

export default async function LogoDemoPage() {
  const settings = await getSiteSettings()
  return <LogoSet title="Our Logo" businessName={settings.businessName} />
}
