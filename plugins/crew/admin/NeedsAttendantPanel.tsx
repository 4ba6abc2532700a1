'use client'

import { useEffect, useState } from 'react'

import { crewApi, type NeedsAttendantRow as Row } from '../contract'

/** Today's "Needs an attendant": the next 14 days' booths without an accepted attendant. */
export function NeedsAttendantPanel() {
  const [rows, setRows] = useState<Row[] | null>(null)
  useEffect(() => {
    void crewApi.needsAttendant().then((r) => setRows(r.ok ? r.data.events : []))
  }, [])
  return (
    <section aria-labelledby="today-crew" data-testid="needs-attendant">
      <h2 id="today-crew" style={{ fontSize: 18, margin: '0 0 8px' }}>
        Needs an attendant
      </h2>
      {rows === null ? <p>Loading…</p> : null}
      {rows?.length === 0 ? <p>Every event in the next 14 days has its attendants.</p> : null}
      <ul style={{ paddingLeft: 18, margin: 0 }}>
        {rows?.map((r) => (
          <li key={`${r.bookingId}-${r.booth}`}>
            <a href={`/admin/collections/bookings/${r.bookingId}`}>{r.reference}</a>: {r.when},{' '}
            {r.booth}. {r.state}
          </li>
        ))}
      </ul>
    </section>
  )
}
