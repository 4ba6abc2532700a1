'use client'

import { useEffect, useState } from 'react'

import { galleriesApi, type GalleryDue as Row } from '../contract'
import { formatDateLong } from '@kernel'

/** Today's "Gallery due": events over 20 hours ago with no photos yet (the 24-hour promise). */
export function GalleriesDuePanel() {
  const [rows, setRows] = useState<Row[] | null>(null)
  useEffect(() => {
    void galleriesApi.due().then((r) => setRows(r.ok ? r.data.due : []))
  }, [])
  return (
    <section aria-labelledby="today-galleries" data-testid="galleries-due">
      <h2 id="today-galleries" style={{ fontSize: 18, margin: '0 0 8px' }}>
        Gallery due
      </h2>
      {rows === null ? <p>Loading…</p> : null}
      {rows?.length === 0 ? <p>Every event that ended has its photos online.</p> : null}
      <ul style={{ paddingLeft: 18, margin: 0 }}>
        {rows?.map((r) => (
          <li key={r.id}>
            <a href={`/admin/collections/bookings/${r.id}`}>{r.reference}</a>: {r.name},{' '}
            {formatDateLong(r.eventDate)}. No photos yet: the gallery is promised within 24 hours.
          </li>
        ))}
      </ul>
    </section>
  )
}
