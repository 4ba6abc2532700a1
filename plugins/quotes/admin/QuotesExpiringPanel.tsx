'use client'

import { useEffect, useState } from 'react'

import { quotesApi, type ExpiringQuote as Row } from '../contract'
import { addDaysToDateString, formatCad, formatDateInYear } from '@kernel'

/**
 * Today's "Quotes about to expire": sent quotes whose last day is between `today` (the Winnipeg
 * date Today passes in) and two days later, soonest first, so staff can call before they lapse.
 */
export function QuotesExpiringPanel({ today }: { today: string }) {
  const until = addDaysToDateString(today, 2)
  const [rows, setRows] = useState<Row[] | null>(null)
  useEffect(() => {
    const query = new URLSearchParams({
      'where[status][equals]': 'sent',
      'where[expiresOn][greater_than_equal]': today,
      'where[expiresOn][less_than_equal]': until,
      sort: 'expiresOn',
      limit: '10',
      depth: '0',
    })
    void quotesApi.list({ query }).then((r) => setRows(r.ok ? r.data.docs : []))
  }, [today, until])
  const last = (d: string) => (d === today ? 'today' : formatDateInYear(d, today))
  return (
    <section aria-labelledby="today-quotes" data-testid="quotes-expiring">
      <h2 id="today-quotes" style={{ fontSize: 18, margin: '0 0 8px' }}>
        Quotes about to expire
      </h2>
      {rows === null ? <p>Loading…</p> : null}
      {rows?.length === 0 ? <p>No quote expires in the next 2 days.</p> : null}
      <ul style={{ paddingLeft: 18, margin: 0 }}>
        {rows?.map((q) => (
          <li key={q.id}>
            <a href={`/admin/collections/quotes/${q.id}`}>{q.number}</a>: {q.customerName},{' '}
            {formatCad(q.totalCents ?? 0)}. Last day {last(q.expiresOn)}.
          </li>
        ))}
      </ul>
    </section>
  )
}
