/**
 * Seed data: legal pages (/terms and /privacy). Content is Markdown, converted
 * to Lexical rich text by the seeder. The phone and email in the text match
 * siteSettings (placeholders a real owner replaces).
 */
import { privacyContent } from './legal/privacy'
import { termsContent } from './legal/terms'

export type SeedPage = {
  title: string
  slug: 'terms' | 'privacy'
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
]
