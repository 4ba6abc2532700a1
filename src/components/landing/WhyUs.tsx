import type { SiteSetting } from '@/payload-types'
import type { RatingSummary } from '@reviews/contract'

/** Why choose us: the rating of published reviews, hours from SiteSettings, the rest fixed copy. */
export function WhyUs({
  settings,
  rating,
}: {
  settings: SiteSetting
  rating: RatingSummary | null
}) {
  const reasons = [
    rating
      ? {
          title: `${rating.average.toFixed(1)} ★ rating`,
          text: `Rated ${rating.average.toFixed(1)} out of 5 in ${rating.count} ${rating.count === 1 ? 'review' : 'reviews'} by hosts after their event.`,
        }
      : null,
    {
      title: '$1M liability insurance',
      text: 'Fully insured for $1 million, so venues say yes and you can relax.',
    },
    {
      title: 'Props included',
      text: 'A full box of hats, glasses, signs and surprises comes with every package.',
    },
    {
      title: 'Pay your way',
      text: `Pay by card, or split it into instalments with Afterpay, Klarna or Affirm. A ${settings.depositPercent ?? 25}% deposit holds your date.`,
    },
    {
      title: 'Open every day',
      text: `${settings.hours || 'Every day, 8:00 AM – 10:00 PM'}, weekends and holidays included.`,
    },
    {
      title: 'Prices include taxes',
      text: 'The price you see, in Canadian dollars, is the price you pay. No surprises.',
    },
  ].filter((r): r is { title: string; text: string } => r !== null)
  return (
    <section
      id="why-us"
      tabIndex={-1}
      aria-labelledby="why-us-title"
      className="scroll-mt-20 bg-stone-900 px-4 py-20 text-white outline-none sm:px-6"
    >
      <div className="mx-auto max-w-2xl text-center">
        <p className="text-sm font-semibold tracking-widest text-amber-300 uppercase">
          Why choose us
        </p>
        <h2
          id="why-us-title"
          className="mt-2 text-3xl font-bold tracking-tight text-balance sm:text-4xl"
        >
          Winnipeg hosts trust us with their big days
        </h2>
      </div>
      <ul className="mx-auto mt-12 grid max-w-6xl gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {reasons.map((r) => (
          <li key={r.title} className="rounded-3xl bg-white/5 p-7 ring-1 ring-white/10">
            <h3 className="text-xl font-bold text-amber-300">{r.title}</h3>
            <p className="mt-2 text-stone-200">{r.text}</p>
          </li>
        ))}
      </ul>
    </section>
  )
}
