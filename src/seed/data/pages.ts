/**
 * Seed data: legal pages (/terms, /privacy and /accessibility). Content is Markdown, converted
 * to Lexical rich text by the seeder. The phone and email in the text match
 * siteSettings (placeholders a real owner replaces).
 */
import { accessibilityContent } from './legal/accessibility'
import { privacyContent } from './legal/privacy'
import { termsContent } from './legal/terms'

export type SeedPage = {
  title: string
  slug: 'terms' | 'privacy' | 'accessibility'
  effectiveDate: string
  content: string
}

export const pages: SeedPage[] = [
  {
    title: 'Terms and Conditions',
    slug: 'terms',
    effectiveDate: '2025-01-03',
    content: termsContent,
  },
  {
    title: 'Privacy Policy',
    slug: 'privacy',
    effectiveDate: '2025-01-03',
    content: privacyContent,
  },
  {
    title: 'Accessibility',
    slug: 'accessibility',
    effectiveDate: '2026-11-26',
    content: accessibilityContent,
  },
]
