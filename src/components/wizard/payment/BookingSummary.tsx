import { formatDateLong, formatDuration, formatTimeLabel } from '@kernel'
import { QuoteLines } from '../QuoteLines'
import type { QuoteResponse } from '@booking/contract'
import type { WizardBackdrop, WizardPackage } from '../types'

type Props = {
  date: string
  time: string
  pkg?: WizardPackage
  backdrop?: WizardBackdrop
  quote: QuoteResponse | null
  loading: boolean
  error: string | null
  children?: React.ReactNode
}

/** Date, time, package, backdrop, timeline and the server's price lines for the payment step. */
export function BookingSummary({
  date,
  time,
  pkg,
  backdrop,
  quote,
  loading,
  error,
  children,
}: Props) {
  const rows: Array<[string, string]> = [
    ['Date', formatDateLong(date)],
    ['Start time', formatTimeLabel(time)],
    ['Package', pkg?.name ?? '—'],
    [
      'Duration',
      quote
        ? formatDuration(quote.timeline.eventMinutes)
        : pkg?.durationMinutes
          ? formatDuration(pkg.durationMinutes)
          : '—',
    ],
    ['Backdrop', backdrop ? `${backdrop.name} (${backdrop.size.replace('x', ' × ')} ft)` : '—'],
  ]
  return (
    <div className="grid gap-4" aria-busy={loading}>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-stone-800">
        {rows.map(([k, v]) => (
          <div key={k} className="contents">
            <dt className="text-stone-600">{k}</dt>
            <dd className="text-right font-medium">{v}</dd>
          </div>
        ))}
      </dl>
      {quote && (
        <div className="rounded-xl bg-stone-50 p-3 text-sm text-stone-800">
          <p className="font-semibold text-stone-900">Event timeline</p>
          <p>Setup begins {quote.times.setup}</p>
          <p>
            Booth open {quote.times.start} – {quote.times.end}
          </p>
        </div>
      )}
      {pkg && pkg.features.length > 0 && (
        <details className="text-sm text-stone-800">
          <summary className="min-h-11 cursor-pointer py-2 font-semibold text-stone-900">
            What&apos;s included
          </summary>
          <ul className="grid gap-1">
            {pkg.features.map((f) => (
              <li key={f}>✓ {f}</li>
            ))}
          </ul>
        </details>
      )}
      {children}
      {error ? (
        <p className="text-red-700">{error}</p>
      ) : quote ? (
        <QuoteLines quote={quote} showPayment />
      ) : (
        <p className="text-stone-600">Calculating your price…</p>
      )}
    </div>
  )
}
