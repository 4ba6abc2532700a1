'use client'

import { useState } from 'react'

import type { BookingCrew } from '../operations/bookingCrew'

type Booth = BookingCrew['booths'][number]
type Choice = BookingCrew['choices'][number]

const why = (c: Choice) =>
  c.busy === 'unavailable'
    ? ' (marked unavailable)'
    : c.busy === 'working'
      ? ` (working ${c.busyWith})`
      : ' (free)'

/** One booth: who runs it and how it stands, and the picker (busy people listed, not choosable). */
export function BoothCrewRow({
  booth: b,
  choices,
  onAssign,
}: {
  booth: Booth
  choices: Choice[]
  onAssign: (booth: string, userId: number | null) => Promise<void>
}) {
  const [chosen, setChosen] = useState('')
  const id = `crew-${b.booth}`
  return (
    <div style={{ marginBottom: 16 }}>
      <p style={{ margin: '0 0 6px' }}>
        <strong>{b.label}:</strong>{' '}
        {b.attendant ? `${b.attendant.name} · ${b.status}` : 'No attendant yet'}
        {b.checkedIn
          ? ` · checked in ${b.checkedIn}${b.minutesLate ? ` (${b.minutesLate} min late)` : ''}`
          : ''}
        {b.checkedOut ? ` · checked out ${b.checkedOut}` : ''}
      </p>
      <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap', alignItems: 'center' }}>
        <label htmlFor={id}>Attendant for {b.label}</label>
        <select id={id} onChange={(e) => setChosen(e.target.value)} value={chosen}>
          <option value="">Choose…</option>
          {choices.map((c) => (
            <option disabled={Boolean(c.busy)} key={c.id} value={c.id}>
              {c.name}
              {why(c)}
            </option>
          ))}
        </select>
        <button
          className="btn btn--style-primary btn--size-small"
          disabled={!chosen}
          onClick={() => onAssign(b.booth, Number(chosen))}
          type="button"
        >
          {b.attendant ? 'Reassign' : 'Assign'}
        </button>
        {b.attendant ? (
          <button
            className="btn btn--style-secondary btn--size-small"
            onClick={() => onAssign(b.booth, null)}
            type="button"
          >
            Unassign
          </button>
        ) : null}
      </div>
    </div>
  )
}
