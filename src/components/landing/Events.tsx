import { SectionHeading } from './SectionHeading'

const cards = [
  {
    title: 'Personal & Social',
    items: [
      'Weddings & socials',
      'Birthdays & anniversaries',
      'Baby & bridal showers',
      'Family reunions',
      'Holiday parties',
    ],
  },
  {
    title: 'School & Youth',
    items: [
      'Graduations & proms',
      'School dances',
      'Sports banquets',
      'Camps & youth groups',
      'Fun fairs',
    ],
  },
  {
    title: 'Corporate, Non-Profit & Public',
    items: [
      'Staff parties & team events',
      'Product launches & trade shows',
      'Galas & fundraisers',
      'Community festivals',
      'Grand openings',
    ],
  },
]

export function Events() {
  return (
    <section
      id="events"
      tabIndex={-1}
      aria-labelledby="events-title"
      className="scroll-mt-20 px-4 py-20 outline-none sm:px-6"
    >
      <SectionHeading id="events-title" eyebrow="Events" title="A booth for every celebration">
        Whatever you are celebrating, a photo booth gets people mingling, laughing and going home
        with a keepsake.
      </SectionHeading>
      <ul className="mx-auto mt-12 grid max-w-6xl gap-6 md:grid-cols-3">
        {cards.map((c) => (
          <li key={c.title} className="rounded-3xl border border-stone-200 bg-white p-7">
            <h3 className="text-xl font-bold">{c.title}</h3>
            <ul className="mt-4 space-y-2 text-stone-700">
              {c.items.map((item) => (
                <li key={item} className="flex gap-2">
                  <span aria-hidden="true" className="text-amber-600">
                    ✦
                  </span>
                  {item}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </section>
  )
}
