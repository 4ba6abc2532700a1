'use client'

import { useEffect, useState } from 'react'

import { crewApi, type DesignPendingRow as Row } from '../contract'

/** Today's "Design not approved": events in the next 10 days whose print design is not approved. */
export function DesignsPendingPanel() {
  const [rows, setRows] = useState<Row[] | null>(null)
  useEffect(() => {
    void crewApi.designsPending().then((r) => setRows(r.ok ? r.data.events : []))
  }, [])
  return (
    <section aria-labelledby="today-designs" data-testid="designs-pending">
      <h2 id="today-designs" style={{ fontSize: 18, margin: '0 0 8px' }}>
        Design not approved
      </h2>
      {rows === null ? <p>Loading…</p> : null}
      {rows?.length === 0 ? <p>Every event in the next 10 days has an approved design.</p> : null}
      <ul style={{ paddingLeft: 18, margin: 0 }}>
        {rows?.map((r) => (
          <li key={r.bookingId}>
            <a href={`/admin/collections/bookings/${r.bookingId}`}>{r.reference}</a>: {r.when}.{' '}
            {r.state}
          </li>
        ))}
      </ul>
    </section>
  )
}
