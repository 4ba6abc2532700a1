import { grid } from '@admin-kit/adminStyles'
import { ratingWords } from '@reviews/contract'

import { monthLabel } from '../client'
import type { ReportSummary } from '../contract'
import { ChartCard } from './ChartCard'

const STARS = [{ name: 'Average stars', color: '#d97706' }]
const stars = (v: number) => `${v.toFixed(1)} of 5`
type Group = ReportSummary['reviews']['packages'][number]
// The label carries the count in the site's own words ("4.5 from 2 reviews").
const rated = (list: Group[], name: (g: Group) => string = (g) => g.label) =>
  list.map((g) => ({ label: `${name(g)}: ${ratingWords(g)}`, values: [g.average] }))

const BY = [
  [
    'packages',
    'Reviews by package',
    "The average stars of this period's reviews by the package booked.",
  ],
  [
    'attendants',
    'Reviews by attendant',
    'The average stars of the events each attendant worked (every accepted attendant of the event).',
  ],
] as const

/** The reviews of the period: requests answered, and the average by month, package, attendant. */
export function ReviewCharts({ data }: { data: ReportSummary['reviews'] }) {
  return (
    <section aria-labelledby="h-reviews">
      <h2 id="h-reviews">Reviews</h2>
      <p>
        {data.overall
          ? `Reviews sent in this period: ${ratingWords(data.overall)} (published or not).`
          : 'No review was sent in this period.'}
      </p>
      <div
        style={{ ...grid, gridTemplateColumns: 'repeat(auto-fit, minmax(min(420px, 100%), 1fr))' }}
      >
        <ChartCard
          title="Review requests"
          summary="Requests sent in this period, how many customers opened the review link, and how many wrote a review."
          rows={data.requests.map((r) => ({ label: r.label, values: [r.count] }))}
          series={[{ name: 'Count', color: '#2563eb' }]}
          format={(v) => String(v)}
        />
        <ChartCard
          title="Average rating by month"
          summary="The average stars of the reviews sent each month, with their count."
          rows={rated(data.months, (g) => monthLabel(g.label))}
          series={STARS}
          format={stars}
        />
        {BY.map(([key, title, summary]) => (
          <ChartCard
            key={key}
            title={title}
            summary={summary}
            rows={rated(data[key])}
            series={STARS}
            format={stars}
          />
        ))}
      </div>
    </section>
  )
}
