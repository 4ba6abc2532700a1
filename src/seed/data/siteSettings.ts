/**
 * Seed data: the SiteSettings global.
 *
 * The phone number, email address and analytics ids below are PLACEHOLDERS:
 * (204) 555-0142 is a fictional 555 number and hello@example.com a reserved
 * example domain. A real owner replaces them in the admin (Globals > Site
 * Settings) before launch. Money values are CAD dollars.
 */

export type SeedSiteSettings = {
  businessName: string
  phone: string
  email: string
  hours: string
  ratingValue: number
  reviewCount: number
  saleBanner: { enabled: boolean; text: string }
  baseLocation: { name: string; lat: number; lon: number }
  /** Bookings farther than this drive time are outside the service area. */
  maxDriveMinutes: number
  minNoticeDays: number
  depositPercent: number
  /** Total discount may not exceed this share of the base total. */
  discountCapPercent: number
  /** How long an unpaid booking holds its slot. */
  holdMinutes: number
  /** Teardown / travel buffer after each booking, per booth. */
  bufferMinutes: number
  booths: Array<{ key: string; name: string }>
  analytics: { gaMeasurementId: string | null; adsConversionId: string | null }
  /** On receipts, credit notes and invoices; prices include GST and RST (Manitoba). */
  legalName: string
  legalAddress: string
  /** In every marketing email (CASL); the sample address, flagged by the go-live checklist. */
  mailingAddress: string
  gstNumber: string
  gstPercent: number
  rstPercent: number
}

export const siteSettings: SeedSiteSettings = {
  businessName: 'Winnipeg Photo Booth Co.',
  phone: '(204) 555-0142', // placeholder
  email: 'hello@example.com', // placeholder
  hours: 'Every day, 8:00 AM – 10:00 PM',
  ratingValue: 5.0,
  reviewCount: 50,
  saleBanner: {
    enabled: true,
    text: 'No-Tax Sale: we pay your GST and RST on every booking — book your date today!',
  },
  baseLocation: { name: 'Winnipeg, MB', lat: 49.8951, lon: -97.1384 },
  maxDriveMinutes: 120,
  minNoticeDays: 7,
  depositPercent: 25,
  discountCapPercent: 95,
  holdMinutes: 30,
  bufferMinutes: 60,
  booths: [
    { key: 'booth1', name: 'Booth 1' },
    { key: 'booth2', name: 'Booth 2' },
  ],
  // Placeholders: set a GA4 measurement id (G-XXXXXXX) and a Google Ads
  // conversion id (AW-XXXXXXX/label) to enable tracking; null disables it.
  analytics: { gaMeasurementId: null, adsConversionId: null },
  // Placeholders too: the owner's registered name, address and CRA business number.
  legalName: 'Winnipeg Photo Booth Co. Ltd.',
  legalAddress: '100 Main Street, Winnipeg, MB R3C 1A1',
  mailingAddress: '100 Main Street, Winnipeg, MB R3C 1A1',
  gstNumber: '123456789 RT0001',
  gstPercent: 5,
  rstPercent: 7,
}
