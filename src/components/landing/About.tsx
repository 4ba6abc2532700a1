import { SectionHeading } from './SectionHeading'

const points = [
  {
    title: 'Professional & Reliable',
    text: 'On time, set up before your guests arrive, and run by a friendly attendant who keeps the fun moving. Fully insured.',
    icon: 'M12 3l7 3v5c0 4.5-3 8.5-7 10-4-1.5-7-5.5-7-10V6l7-3z',
  },
  {
    title: 'Perfect for All Ages',
    text: 'From grandparents to toddlers, our touch-screen booth and props box make it easy for everyone to jump in the frame.',
    icon: 'M12 12a4 4 0 100-8 4 4 0 000 8zm-7 9a7 7 0 0114 0',
  },
  {
    title: 'Local Favorite',
    text: 'Born and based in Winnipeg. We know the venues, the halls and the winters, and we treat every event like our own.',
    icon: 'M12 21s-7-6.2-7-11.5A7 7 0 0112 2.5a7 7 0 017 7C19 14.8 12 21 12 21zm0-9a2.5 2.5 0 100-5 2.5 2.5 0 000 5z',
  },
]

export function About() {
  return (
    <section
      id="about"
      tabIndex={-1}
      aria-labelledby="about-title"
      className="scroll-mt-20 bg-amber-50/60 px-4 py-20 outline-none sm:px-6"
    >
      <SectionHeading id="about-title" eyebrow="About us" title="Your Local Photo Booth Experts">
        We bring the booth, the backdrop, the props and the smiles, so you can enjoy your event.
      </SectionHeading>
      <ul className="mx-auto mt-12 grid max-w-6xl gap-6 md:grid-cols-3">
        {points.map((p) => (
          <li key={p.title} className="rounded-3xl bg-white p-7 shadow-sm ring-1 ring-stone-200">
            <span
              aria-hidden="true"
              className="grid size-12 place-items-center rounded-2xl bg-amber-100 text-amber-800"
            >
              <svg
                viewBox="0 0 24 24"
                className="size-6"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinejoin="round"
              >
                <path d={p.icon} />
              </svg>
            </span>
            <h3 className="mt-5 text-xl font-bold">{p.title}</h3>
            <p className="mt-2 text-stone-700">{p.text}</p>
          </li>
        ))}
      </ul>
    </section>
  )
}
