'use client'

import { Button } from '@payloadcms/ui'
import { useState } from 'react'

import { postAction } from '../postAction'

/** Staff actions on the next open part: charge the saved card now, or move its due date. */
export function ScheduleActions(props: {
  bookingId: number
  instalmentId: string
  dueDate: string
  amount: string
  canCharge: boolean
}) {
  const [date, setDate] = useState(props.dueDate)
  const [busy, setBusy] = useState(false)
  const run = async (path: string, body: unknown, success: string) => {
    setBusy(true)
    const ok = await postAction(path, body, success)
    setBusy(false)
    if (ok) window.location.reload() // the workspace re-reads the booking; the flash survives it
  }
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'end', marginTop: 12 }}>
      {props.canCharge ? (
        <Button
          buttonStyle="secondary"
          disabled={busy}
          onClick={() =>
            run(
              `/bookings/${props.bookingId}/instalments/charge`,
              undefined,
              `Charged ${props.amount} to the saved card.`,
            )
          }
        >
          Charge now ({props.amount})
        </Button>
      ) : null}
      <label style={{ display: 'grid', gap: 4 }}>
        <span>New due date</span>
        <input
          type="date"
          value={date}
          onChange={(e) => setDate(e.target.value)}
          style={{ minHeight: 40 }}
        />
      </label>
      <Button
        buttonStyle="secondary"
        disabled={busy || date === props.dueDate}
        onClick={() =>
          run(
            `/bookings/${props.bookingId}/instalments/move`,
            { instalmentId: props.instalmentId, dueDate: date },
            'Due date moved.',
          )
        }
      >
        Move due date
      </Button>
    </div>
  )
}
