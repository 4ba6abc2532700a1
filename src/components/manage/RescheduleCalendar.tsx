'use client'

import { format, parseISO } from 'date-fns'
import { DayPicker } from 'react-day-picker'

import type { ManagedBooking } from '@booking/rules'
import { formatDateLong } from '@kernel'

type Props = {
  view: ManagedBooking
  date: string | null
  onSelect: (date: string | null) => void
}

/** The month calendar for a new date, from the earliest date the booking may move to. */
export function RescheduleCalendar({ view, date, onSelect }: Props) {
  const b = view.booking
  return (
    <div className="wizard-calendar mt-3 flex justify-center">
      <DayPicker
        mode="single"
        required={false}
        selected={date ? parseISO(date) : undefined}
        defaultMonth={parseISO(
          b.eventDate > view.earliestNewDate ? b.eventDate : view.earliestNewDate,
        )}
        startMonth={parseISO(`${view.today.slice(0, 8)}01`)}
        disabled={{ before: parseISO(view.earliestNewDate) }}
        onSelect={(d) => onSelect(d ? format(d, 'yyyy-MM-dd') : null)}
        labels={{
          labelDayButton: (d, m) =>
            `${formatDateLong(format(d, 'yyyy-MM-dd'))}${m.disabled ? ', not available' : ''}${m.selected ? ', selected' : ''}`,
        }}
      />
    </div>
  )
}
