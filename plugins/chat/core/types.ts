// Plain shapes the assistant works on; the operations map CMS documents onto them.
import type { CatalogAddOn, CatalogPackage } from '@booking/rules'
import type { Cents } from '@kernel'

export type KnowledgePackage = Pick<CatalogPackage, 'id' | 'name' | 'slug' | 'selfServe'> & {
  priceCents: Cents | null
  priceLabel: string | null
  durationMinutes: number | null
  description: string
  features: string[]
  aliases: string[]
}

export type KnowledgeAddOn = CatalogAddOn & { description: string }

export type KnowledgeContent = {
  faqs: { id: number | string; question: string; answer: string }[]
  packages: KnowledgePackage[]
  addOns: KnowledgeAddOn[]
  backdrops: { id: number | string; name: string; description: string; size: string }[]
  areas: {
    name: string
    description: string
    highlights: string[]
    driveMinutes: number | null
    withinWinnipeg: boolean
  }[]
  settings: {
    businessName: string
    phone: string
    email: string
    hours: string
    depositPercent: number
    minNoticeDays: number
    baseName: string
    maxDriveMinutes: number
  }
}

/** One searchable fact: what it is about (title, keywords, text) and what the assistant says. */
export type KnowledgeDoc = {
  id: string
  kind: 'faq' | 'package' | 'addOn' | 'backdrop' | 'area' | 'settings'
  title: string
  keywords: string
  text: string
  answer: string
  /** The place or thing this fact is about, when a question naming it should prefer it. */
  entity?: string
}
