/**
 * Seed data: promo codes. Validated on the server; one code per booking and the
 * total discount is capped (see siteSettings.discountCapPercent).
 */

export type SeedPromoCode = {
  code: string
  discountType: 'percentage' | 'fixed'
  discountValue: number
  description: string
  minOrderAmount: number | null
  active: boolean
}

export const promoCodes: SeedPromoCode[] = [
  {
    code: 'FANDFAM50',
    discountType: 'percentage',
    discountValue: 50,
    description: 'Friends and family: 50% off your booking.',
    minOrderAmount: null,
    active: true,
  },
  {
    code: 'LAUNCH20',
    discountType: 'percentage',
    discountValue: 20,
    description: 'Website launch celebration: 20% off.',
    minOrderAmount: null,
    active: true,
  },
  {
    code: 'MAKERS20',
    discountType: 'percentage',
    discountValue: 20,
    description: 'Local makers and market vendors: 20% off.',
    minOrderAmount: null,
    active: true,
  },
  {
    code: 'THANKYOU15',
    discountType: 'percentage',
    discountValue: 15,
    description: 'Returning customer thank-you: 15% off.',
    minOrderAmount: null,
    active: true,
  },
  {
    code: 'SITETESTCODE',
    discountType: 'percentage',
    discountValue: 99,
    description:
      'Internal testing only (capped at 95% by the discount cap). Keep inactive in production.',
    minOrderAmount: null,
    active: false,
  },
]
