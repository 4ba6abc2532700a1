// The seeded sample words a customer would read as the business's own: legal details on
// receipts, the rating, the sale banner and catalog text. Pure.
import type { GoLiveItem } from './goLiveItem'

export type PlaceholderFacts = {
  legalName: string
  legalAddress: string
  /** Printed in every marketing email (CASL); none: no marketing email is sent. */
  mailingAddress: string
  gstNumber: string
  ratingValue: number | null
  reviewCount: number | null
  ratingSource: string
  /** Reviews published in the admin (plugins/reviews): the site's rating is computed from them. */
  publishedReviews: number
  banner: { enabled: boolean; text: string }
  /** Catalog and page entries whose text reads as a placeholder: a label and its edit screen. */
  placeholderContent: { label: string; href: string }[]
}

// The seed's sample legal details (src/seed/data/siteSettings): printed on every receipt.
const SAMPLE_LEGAL = {
  legalName: 'Winnipeg Photo Booth Co. Ltd.',
  legalAddress: '100 Main Street, Winnipeg, MB R3C 1A1',
  gstNumber: '123456789 RT0001',
}

/** Text that reads as a placeholder to a customer. */
export const PLACEHOLDER_TEXT = /lorem ipsum|placeholder|\b(todo|tbd|fixme|xxx+)\b|^test\b/i

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase()

/** A sale banner that mentions tax must say who pays it (prices always include GST and RST). */
export const bannerSaysWhoPays = (text: string) => !/\btax/i.test(text) || /\bwe pay\b/i.test(text)

export function placeholderChecks(f: PlaceholderFacts, settings: string): GoLiveItem[] {
  const legalSample =
    !f.legalName.trim() ||
    !f.legalAddress.trim() ||
    !f.gstNumber.trim() ||
    same(f.legalName, SAMPLE_LEGAL.legalName) ||
    same(f.legalAddress, SAMPLE_LEGAL.legalAddress) ||
    same(f.gstNumber, SAMPLE_LEGAL.gstNumber)
  const mailing = f.mailingAddress.trim()
  const rated = Boolean(f.ratingValue && f.reviewCount)
  const first = f.placeholderContent[0]
  return [
    {
      id: 'legal',
      done: !legalSample,
      optional: false,
      label: 'Legal name, address and GST number',
      fix: 'Receipts still print the sample business name, address or GST number. Enter your registered name, mailing address and GST number in Site settings, on the Receipts and taxes tab.',
      href: settings,
    },
    {
      id: 'mailing',
      done: Boolean(mailing) && !same(mailing, SAMPLE_LEGAL.legalAddress),
      optional: false,
      label: 'Mailing address for marketing email',
      fix: mailing
        ? 'Marketing emails (cart reminders, review requests, the newsletter) print the sample mailing address. Canada’s anti-spam law asks for yours: enter it in Site settings, on the Business tab.'
        : 'No mailing address is set, so no marketing email (cart reminders, review requests, the newsletter) is sent: Canada’s anti-spam law asks for one in each. Enter it in Site settings, on the Business tab.',
      href: settings,
    },
    // The site's rating comes from published reviews only; a rating typed in Site settings (the
    // seed's sample) is no longer shown, and is flagged until it is cleared.
    rated
      ? {
          id: 'rating',
          done: false,
          optional: false,
          label: 'Star rating',
          fix: `Site settings still hold a typed rating ("${(f.ratingValue ?? 0).toFixed(1)} from ${f.reviewCount ?? 0} reviews", the sample in a new site). The site no longer shows it: its rating is computed from the reviews you publish. Clear it in Site settings, on the Business tab.`,
          href: settings,
        }
      : {
          id: 'rating',
          done: f.publishedReviews > 0,
          optional: true,
          label: 'Star rating from your reviews',
          fix: 'No review is published yet, so the site shows no rating and no testimonials. Customers are asked for a review when their gallery arrives; publish the ones you want shown in Reviews.',
          href: '/admin/collections/reviews',
        },
    {
      id: 'banner',
      done: !f.banner.enabled || bannerSaysWhoPays(f.banner.text),
      optional: false,
      label: 'Sale banner wording',
      fix: 'The banner talks about tax but receipts list GST and RST. Say who pays it, for example "we pay your GST and RST", or turn the banner off, in Site settings.',
      href: settings,
    },
    {
      id: 'content',
      done: !first,
      optional: false,
      label: 'Sample text in packages and pages',
      fix: first
        ? `Some entries still read like placeholders: ${f.placeholderContent
            .map((c) => c.label)
            .join(', ')}. Rewrite or delete them.`
        : 'No placeholder text found.',
      href: first?.href ?? '/admin/collections/packages',
    },
  ]
}
