import { formatCad } from '@kernel'

import { grid } from '@admin-kit/adminStyles'

import { monthLabel } from '../client'
import type { ReportSummary } from '../contract'
import { ChartCard } from './ChartCard'

// Blue and amber: apart for the common colour blindnesses, and 3:1 against light and dark.
const BLUE = { name: 'Collected', color: '#2563eb' }
const AMBER = { name: 'Booked', color: '#d97706' }
const count = (name: string) => [{ name, color: '#2563eb' }]
const n = (v: number) => String(v)

/** The dashboard's charts, each with its table one button away. */
export function Charts({ data }: { data: ReportSummary }) {
  const months = data.months.map((m) => ({ ...m, label: monthLabel(m.month) }))
  const rows = (list: { label: string; count: number }[]) =>
    list.map((r) => ({ label: r.label, values: [r.count] }))
  return (
    <section aria-labelledby="h-charts">
      <h2 id="h-charts">Sales</h2>
      <div
        style={{ ...grid, gridTemplateColumns: 'repeat(auto-fit, minmax(min(420px, 100%), 1fr))' }}
      >
        <ChartCard
          title="Revenue by month"
          summary="Booked: the price of bookings whose first payment arrived that month. Collected: receipts less credit notes issued that month."
          rows={months.map((m) => ({ label: m.label, values: [m.bookedCents, m.collectedCents] }))}
          series={[AMBER, BLUE]}
          format={formatCad}
        />
        <ChartCard
          title="Average order value"
          summary="Booked value divided by the number of bookings, by month of first payment."
          rows={months.map((m) => ({ label: m.label, values: [m.averageOrderCents] }))}
          series={[{ name: 'Average order', color: '#2563eb' }]}
          format={formatCad}
        />
        <ChartCard
          title="Bookings by package"
          summary={`${data.bookings} bookings paid for the first time in this period, by package.`}
          rows={rows(data.packages)}
          series={count('Bookings')}
          format={n}
        />
        <ChartCard
          title="Add-on attach rate"
          summary="The share of this period's bookings that include each add-on."
          rows={data.addOns.map((a) => ({ label: a.label, values: [a.percent] }))}
          series={[{ name: 'Bookings with it (%)', color: '#2563eb' }]}
          format={(v) => `${v.toFixed(1)}%`}
        />
        <ChartCard
          title="Where customers heard about us"
          summary="The referral source customers gave when booking."
          rows={rows(data.referrals)}
          series={count('Bookings')}
          format={n}
        />
        <ChartCard
          title="Bookings by weekday"
          summary="The weekday of each event booked in this period."
          rows={rows(data.weekdays)}
          series={count('Bookings')}
          format={n}
        />
        <ChartCard
          title="From cart to booking"
          summary={`Of the online carts started in this period: those that reached the payment step, and those that became a booking. Bookings made by staff or from a quote have no cart; the period has ${data.bookings === 1 ? '1 booking' : `${data.bookings} bookings`} in all.`}
          rows={rows(data.funnel)}
          series={count('Count')}
          format={n}
        />
      </div>
    </section>
  )
}
