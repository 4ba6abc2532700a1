'use client'

import { Button } from '@payloadcms/ui'
import { useState } from 'react'

import { inputStyle } from '@admin-kit/formStyles'

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
        {/* Native options keep the busy ones listed but unchoosable, in the theme's colours. */}
        <select
          id={id}
          onChange={(e) => setChosen(e.target.value)}
          style={{ ...inputStyle, width: 'auto', minWidth: 260 }}
          value={chosen}
        >
          <option value="">Choose…</option>
          {choices.map((c) => (
            <option disabled={Boolean(c.busy)} key={c.id} value={c.id}>
              {c.name}
              {why(c)}
            </option>
          ))}
        </select>
        <Button
          buttonStyle="primary"
          disabled={!chosen}
          margin={false}
          onClick={() => void onAssign(b.booth, Number(chosen))}
          size="small"
        >
          {b.attendant ? 'Reassign' : 'Assign'}
        </Button>
        {b.attendant ? (
          <Button
            buttonStyle="secondary"
            margin={false}
            onClick={() => void onAssign(b.booth, null)}
            size="small"
          >
            Unassign
          </Button>
        ) : null}
      </div>
    </div>
  )
}
