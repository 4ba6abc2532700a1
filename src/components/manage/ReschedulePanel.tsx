'use client'

import { useRouter } from 'next/navigation'
import { useState } from 'react'
import 'react-day-picker/style.css'
import '../wizard/datePicker.css'

import type { ManagedBooking } from '@booking/rules'
import { formatDateLong, formatTimeLabel } from '@kernel'
import { START_TIMES } from '@booking/rules'
import { ui } from '@/components/ui/ui'
import { ConfirmDialog } from '../dialogs/ConfirmDialog'
import { Section } from '../success/Section'
import { useAvailability } from '../wizard/useAvailability'
import { postManage } from './postManage'
import { LazyRescheduleCalendar } from './LazyRescheduleCalendar'
import { RescheduleLimit } from './RescheduleLimit'

const AVAILABILITY: Record<string, string> = {
  checking: 'Checking availability…',
  available: 'Available',
  unavailable: 'Not available at that time. Please choose another.',
  error: 'Could not check availability. You can still try.',
}

/** A new date and time with live availability; the free reschedules Site Settings allow. */
export function ReschedulePanel({ view, token }: { view: ManagedBooking; token: string }) {
  const router = useRouter()
  const b = view.booking
  const [date, setDate] = useState<string | null>(null)
  const [time, setTime] = useState<string>(b.eventTime)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState('')
  const [confirming, setConfirming] = useState(false)
  const { state } = useAvailability(date, time, b.packageName)
  const left = view.reschedule.free - view.reschedule.used

  if (!view.reschedule.allowed) return <RescheduleLimit view={view} />

  const move = async () => {
    if (!date) return
    setBusy(true)
    setError('')
    const r = await postManage(b.id, 'reschedule', { token, eventDate: date, eventTime: time })
    setBusy(false)
    if (r.ok) {
      setConfirming(false)
      return router.refresh()
    }
    setError(r.message)
  }
  // Times are the server's Winnipeg labels (the booking's) and the grid's wall-clock choices.
  const from = `${formatDateLong(b.eventDate)}, ${b.times.start}`
  const to = date ? `${formatDateLong(date)}, ${formatTimeLabel(time)}` : ''
  const uses =
    left === 1
      ? 'This uses your free reschedule: after it, a new date is arranged with us by phone.'
      : `This uses one of your ${left} free reschedules.`
  return (
    <Section title="Change the date">
      <p className="text-stone-800">
        Pick a new date and start time.{' '}
        {left === 1 ? 'Your reschedule is free' : `${left} free reschedules left`}; the price stays
        the same.
      </p>
      <LazyRescheduleCalendar view={view} date={date} onSelect={setDate} />
      <label htmlFor="manage-time" className={`${ui.label} mt-3`}>
        Start time (Winnipeg time)
      </label>
      <select
        id="manage-time"
        className={ui.input}
        value={time}
        onChange={(e) => setTime(e.target.value)}
      >
        {START_TIMES.map((t) => (
          <option key={t} value={t}>
            {formatTimeLabel(t)}
          </option>
        ))}
      </select>
      <p
        role="status"
        aria-live="polite"
        className="mt-2 min-h-6 text-sm text-stone-800"
        data-state={state}
      >
        {date ? `${formatDateLong(date)} at ${formatTimeLabel(time)}. ` : 'Choose a date. '}
        {AVAILABILITY[state] ?? ''}
      </p>
      <button
        type="button"
        className={`${ui.primary} mt-3 w-full sm:w-auto`}
        disabled={!date || busy || state === 'unavailable'}
        onClick={() => {
          setError('')
          setConfirming(true)
        }}
      >
        Move my booking…
      </button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Move your booking?"
        rows={[
          ['From', from],
          ['To', to],
        ]}
        confirmLabel="Yes, move my booking"
        busyLabel="Moving…"
        cancelLabel="Keep my date"
        busy={busy}
        error={error}
        onConfirm={move}
      >
        <p data-testid="reschedule-uses">{uses}</p>
        <p className="mt-1 text-sm text-stone-700">
          The price stays the same, and your current date is released.
        </p>
      </ConfirmDialog>
    </Section>
  )
}
