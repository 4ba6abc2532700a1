'use client'

import { Button } from '@payloadcms/ui'
import { useState } from 'react'

import { formatDateLong, formatTimeLabel } from '@kernel'
import { START_TIMES } from '../core/startTimes'
import { inputStyle, labelStyle, stack } from '@admin-kit/formStyles'
import { LabeledSelect } from '@admin-kit/LabeledSelect'
import { ownSubmit } from './ownSubmit'
import { bookingStaffApi } from '../contract'
import { flashChange } from './flashChange'
import { postActionData } from './postAction'
import { useBoothAvailability } from './useBoothAvailability'

/** New date and time with live booth availability; prices stay unless staff choose to re-price. */
export function RescheduleForm({
  bookingId,
  eventDate,
  eventTime,
  firstIsFree,
  onDone,
}: {
  bookingId: number | string
  eventDate: string
  eventTime: string
  firstIsFree: boolean
  onDone: () => void
}) {
  const [date, setDate] = useState(eventDate)
  const [time, setTime] = useState(eventTime)
  const [reprice, setReprice] = useState(false)
  const [busy, setBusy] = useState(false)
  const availability = useBoothAvailability(date, time)
  const free = [availability?.booth1 && 'Booth 1', availability?.booth2 && 'Booth 2'].filter(
    Boolean,
  )
  return (
    <form
      style={stack}
      onSubmit={ownSubmit(async () => {
        setBusy(true)
        const r = await postActionData(
          bookingStaffApi.reschedule({
            id: bookingId,
            body: { eventDate: date, eventTime: time, reprice },
          }),
        )
        setBusy(false)
        if (!r) return
        flashChange(`Moved to ${formatDateLong(date)} at ${formatTimeLabel(time)}`, r)
        onDone()
      })}
    >
      <p>
        {firstIsFree
          ? 'This is the booking’s first reschedule: it is free.'
          : 'The free reschedule was already used.'}
      </p>
      <label style={labelStyle}>
        New date
        <input
          required
          style={inputStyle}
          type="date"
          value={date}
          onChange={(e) => setDate(e.target.value)}
        />
      </label>
      <LabeledSelect
        label="New start time (Winnipeg)"
        options={START_TIMES.map((t): [string, string] => [t, formatTimeLabel(t)])}
        value={time}
        onChange={(e) => setTime(e.target.value)}
      />
      <p aria-live="polite" data-testid="reschedule-availability">
        {availability
          ? free.length
            ? `Free at that time: ${free.join(' and ')} (this booking’s own booth counts as taken).`
            : (availability.message ??
              'No booth is free at that time (this booking’s own booth counts as taken).')
          : 'Checking availability…'}
      </p>
      <label style={{ ...labelStyle, display: 'flex', gap: 8, alignItems: 'center' }}>
        <input checked={reprice} onChange={(e) => setReprice(e.target.checked)} type="checkbox" />
        Re-price at today’s prices for the new date
      </label>
      <Button buttonStyle="primary" disabled={busy} type="submit">
        {busy ? 'Moving…' : 'Reschedule'}
      </Button>
    </form>
  )
}
