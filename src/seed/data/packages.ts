/**
 * Seed data: photo booth packages.
 *
 * The array order defines the seeded ids 1..5 (Digital Lite = 1, the spec's
 * "Self-Serve"). `displayOrder` is the order on the landing page comparison
 * table (Ultimate first). Prices are CAD dollars and include taxes.
 */

export type SeedPackage = {
  name: string
  slug: string
  price: number | null // CAD dollars incl. taxes; null = priced by quote (Custom)
  priceLabel: string | null // shown instead of a price, e.g. 'Contact Us'
  durationMinutes: number | null // rental length; null when quoted
  description: string
  features: string[]
  popular: boolean
  displayOrder: number
  selfServe: boolean // no staff attendant, no setup window, no travel surcharge
  maxGuests: number | null
  bookable: boolean
  recommendedFor: string | null
  legacyNames: string[] // names used on earlier versions of the site
}

export const packages: SeedPackage[] = [
  {
    name: 'Digital Lite',
    slug: 'digital-lite',
    price: 199,
    priceLabel: null,
    durationMinutes: 90,
    description:
      'Our easy self-serve booth for smaller get-togethers. We drop it off ready to go, your guests tap the screen and strike a pose, and everyone gets their photos instantly on their phones. Fun, simple and budget-friendly.',
    features: [
      '90 minutes of booth time',
      'Ideal for up to 50 guests',
      'Self-serve: no staff attendant needed',
      'Digital photos, GIFs and boomerangs',
      'Instant sharing by text, email or QR code',
      'Props included',
      'Choice of backdrop',
      'Online gallery within 24 hours',
      'No travel surcharge anywhere we serve',
    ],
    popular: false,
    displayOrder: 4,
    selfServe: true,
    maxGuests: 50,
    bookable: true,
    recommendedFor: 'Up to 50 guests',
    legacyNames: ['Self-Serve', 'Essential'],
  },
  {
    name: 'Digital Plus',
    slug: 'digital-plus',
    price: 299,
    priceLabel: null,
    durationMinutes: 150,
    description:
      'A fully attended digital booth for birthdays, showers and office parties. Our friendly attendant sets everything up, keeps the line moving and helps guests get the shot, while photos land on phones in seconds.',
    features: [
      '2.5 hours of booth time',
      'Friendly professional attendant',
      'Digital photos, GIFs and boomerangs',
      'Instant sharing by text, email or QR code',
      'Custom photo frame design ($50 value)',
      'Props included',
      'Choice of backdrop',
      'Online gallery within 24 hours',
    ],
    popular: false,
    displayOrder: 3,
    selfServe: false,
    maxGuests: 100,
    bookable: true,
    recommendedFor: 'Up to 100 guests',
    legacyNames: ['Standard'],
  },
  {
    name: 'Classic',
    slug: 'classic',
    price: 399,
    priceLabel: null,
    durationMinutes: 150,
    description:
      'Everything guests love about a photo booth: instant digital sharing plus real printed keepsakes to take home. Our most popular package for weddings, milestone birthdays and holiday parties.',
    features: [
      '2.5 hours of booth time',
      'Friendly professional attendant',
      '2 physical prints per group or session',
      'Digital photos, GIFs and boomerangs',
      'Instant sharing by text, email or QR code',
      'Custom photo frame design ($50 value)',
      'Props included',
      'Choice of backdrop',
      'Online gallery within 24 hours',
    ],
    popular: true,
    displayOrder: 2,
    selfServe: false,
    maxGuests: 150,
    bookable: true,
    recommendedFor: 'Up to 150 guests',
    legacyNames: ['Deluxe'],
  },
  {
    name: 'Ultimate',
    slug: 'ultimate',
    price: 499,
    priceLabel: null,
    durationMinutes: 240,
    description:
      'The full experience for big celebrations. Four hours of non-stop fun with unlimited prints, a personalised welcome screen and a custom frame that matches your event, so every guest leaves with a keepsake.',
    features: [
      '4 hours of booth time',
      'Friendly professional attendant',
      'Unlimited physical prints',
      'Digital photos, GIFs and boomerangs',
      'Instant sharing by text, email or QR code',
      'Custom photo frame design ($50 value)',
      'Custom welcome screen ($50 value)',
      'Props included',
      'Choice of backdrop',
      'Online gallery within 24 hours',
    ],
    popular: false,
    displayOrder: 1,
    selfServe: false,
    maxGuests: 250,
    bookable: true,
    recommendedFor: 'Up to 250 guests',
    legacyNames: [],
  },
  {
    name: 'Custom',
    slug: 'custom',
    price: null,
    priceLabel: 'Contact Us',
    durationMinutes: null,
    description:
      'Planning a gala, festival, conference or multi-day event? We will build a package around your guest count, schedule and branding, from multiple booths to fully branded prints and overlays.',
    features: [
      'Recommended for 250+ guests',
      'Flexible hours and multi-day events',
      'One or two booths with attendants',
      'Branded frames, welcome screens and backdrops',
      'Unlimited prints available',
      'Props included',
      'Online gallery within 24 hours',
      'Personalised quote within 24 hours',
    ],
    popular: false,
    displayOrder: 5,
    selfServe: false,
    maxGuests: null,
    bookable: false,
    recommendedFor: '250+ guests',
    legacyNames: [],
  },
]
