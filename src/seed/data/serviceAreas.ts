/**
 * Seed data: service areas shown on /service-areas (and the landing page).
 * Drive minutes are approximate from central Winnipeg. Outside Winnipeg the
 * travel surcharge is $20 plus $1.50 per minute of drive beyond 30 minutes
 * (never for Digital Lite / Self-Serve), hence the label 'Varies'.
 */

export type SeedServiceArea = {
  name: string
  slug: string
  description: string
  highlights: string[]
  surchargeLabel: 'Free' | 'Varies'
  driveMinutes: number
  displayOrder: number
}

export const serviceAreas: SeedServiceArea[] = [
  {
    name: 'Winnipeg',
    slug: 'winnipeg',
    description:
      'Our home base. We bring the booth to venues, halls, community clubs, offices and backyards in every corner of the city, with no travel charge.',
    highlights: [
      'Downtown & The Exchange District',
      'St. Boniface & St. Vital',
      'Transcona',
      'St. James & Assiniboia',
      'River Heights & Tuxedo',
      'Fort Garry & Waverley West',
      'North Kildonan & East Kildonan',
      'Charleswood & Headingley',
    ],
    surchargeLabel: 'Free',
    driveMinutes: 0,
    displayOrder: 1,
  },
  {
    name: 'Selkirk',
    slug: 'selkirk',
    description:
      'From riverside weddings to community fundraisers, we regularly head north along the Red River to Selkirk and the surrounding Interlake communities.',
    highlights: ['Selkirk', 'Lockport', 'St. Andrews', 'St. Clements', 'East Selkirk'],
    surchargeLabel: 'Varies',
    driveMinutes: 35,
    displayOrder: 2,
  },
  {
    name: 'Steinbach',
    slug: 'steinbach',
    description:
      'Southeastern Manitoba celebrations, school graduations and company parties in and around Steinbach, the heart of the Southeast.',
    highlights: ['Steinbach', 'Mitchell', 'Grunthal', 'Kleefeld', 'Blumenort', 'Hanover'],
    surchargeLabel: 'Varies',
    driveMinutes: 50,
    displayOrder: 3,
  },
  {
    name: 'Portage la Prairie',
    slug: 'portage-la-prairie',
    description:
      'Heading west on the Trans-Canada, we serve weddings, socials and community events throughout Portage la Prairie and the Central Plains.',
    highlights: ['Portage la Prairie', 'Oakville', 'MacGregor', 'Elie', 'St. Claude'],
    surchargeLabel: 'Varies',
    driveMinutes: 70,
    displayOrder: 4,
  },
  {
    name: 'Niverville',
    slug: 'niverville',
    description:
      'A quick trip south for one of Manitoba’s fastest-growing communities: weddings, birthdays and events at local halls and the Heritage Centre.',
    highlights: ['Niverville', 'Île-des-Chênes', 'St. Adolphe', 'Ritchot', 'Landmark'],
    surchargeLabel: 'Varies',
    driveMinutes: 35,
    displayOrder: 5,
  },
  {
    name: 'Gimli',
    slug: 'gimli',
    description:
      'Lakeside summer weddings, cottage-country parties and festival season on the shores of Lake Winnipeg in Gimli and the Interlake.',
    highlights: ['Gimli', 'Winnipeg Beach', 'Matlock', 'Sandy Hook', 'Camp Morton'],
    surchargeLabel: 'Varies',
    driveMinutes: 75,
    displayOrder: 6,
  },
]
