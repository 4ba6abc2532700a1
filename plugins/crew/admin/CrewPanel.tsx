'use client'

import { panel } from '@admin-kit/adminStyles'
import { useEffect, useState } from 'react'

import { type BookingCrew, crewApi } from '../contract'
import { crewPost } from './crewPost'
import { BoothCrewRow } from './BoothCrewRow'

/** The workspace's Crew section: per booth, the attendant and a picker showing who is free. */
export function CrewPanel({ bookingId }: { bookingId: number }) {
  const [crew, setCrew] = useState<BookingCrew | null>(null)
  const [version, setVersion] = useState(0) // bumped after each change: read the crew again
  useEffect(() => {
    let live = true
    void crewApi.bookingCrew({ id: bookingId }).then((r) => {
      if (live && r.ok) setCrew(r.data)
    })
    return () => {
      live = false
    }
  }, [bookingId, version])
  const assign = async (booth: string, userId: number | null) => {
    if (await crewPost(crewApi.assign({ id: bookingId, body: { booth, userId } })))
      setVersion((v) => v + 1)
  }
  return (
    <section
      aria-labelledby="ws-crew"
      data-testid="crew-panel"
      style={{ ...panel, marginBottom: 'var(--base)' }}
    >
      <h2 id="ws-crew" style={{ margin: '0 0 12px', fontSize: 18 }}>
        Crew
      </h2>
      {/* The sheet the attendant reads on site, as they read it (the owner's copy: nothing to tick). */}
      <p style={{ margin: '0 0 12px' }}>
        <a data-testid="run-sheet-link" href={`/admin/crew?booking=${bookingId}`}>
          Open the run sheet
        </a>
      </p>
      {!crew ? <p>Loading the crew…</p> : null}
      {crew?.selfServe ? <p>Self-serve package: no attendant.</p> : null}
      {crew && !crew.confirmed && !crew.selfServe ? (
        <p>Attendants are assigned once the booking is confirmed.</p>
      ) : null}
      {crew && crew.confirmed && !crew.selfServe
        ? crew.booths.map((b) => (
            <BoothCrewRow booth={b} choices={crew.choices} key={b.booth} onAssign={assign} />
          ))
        : null}
      {crew && !crew.selfServe ? (
        <p data-testid="crew-texts" style={{ color: 'var(--theme-elevation-650)' }}>
          {crew.texts
            ? 'Attendants are told by email, by text message to the phone on their profile, and by Telegram when linked.'
            : 'Text messages are off (no Twilio settings): attendants are told by email, and by Telegram when linked.'}
        </p>
      ) : null}
    </section>
  )
}
