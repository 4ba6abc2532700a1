'use client'

import { useRouter } from 'next/navigation'

import type { RunSheet } from '../presenters/runSheet'
import { crewApi } from '../contract'
import { crewPost } from './crewPost'
import { button, row } from './crewStyles'

/** The attendant's check-in and check-out on their run sheet (staff read the times instead). */
export function AttendantCheckIn({ sheet: s }: { sheet: RunSheet }) {
  const router = useRouter()
  const act = async (action: 'check_in' | 'check_out') => {
    if (await crewPost(crewApi.assignment({ id: s.assignmentId, body: { action } })))
      router.refresh()
  }
  return (
    <div style={row}>
      {s.checkedIn ? (
        <p style={{ margin: 0 }}>
          Checked in at {s.checkedIn}
          {s.minutesLate ? ` (${s.minutesLate} min late)` : ''}
          {s.checkedOut ? ` · checked out at ${s.checkedOut}` : ''}
        </p>
      ) : (
        <button onClick={() => act('check_in')} style={button} type="button">
          Check in
        </button>
      )}
      {s.checkedIn && !s.checkedOut ? (
        <button onClick={() => act('check_out')} style={button} type="button">
          Check out
        </button>
      ) : null}
    </div>
  )
}
