'use client'

import { format, parseISO } from 'date-fns'
import { useState } from 'react'
import { DayPicker } from 'react-day-picker'
import 'react-day-picker/style.css'
import './datePicker.css'

import { addDaysToDateString, formatDateLong } from '@kernel'
import { useMonthMarks } from './useMonthMarks'

type Props = {
  value: string | null
  minNoticeDays: number
  /** The last bookable day is this many days after today: the year list ends there. */
  horizonDays: number
  packageName?: string
  /** Winnipeg's date from the server (useServerToday); null until it answers. */
  today: string | null
  onChange: (date: string) => void
  onTooSoon: () => void
}

const toDateString = (d: Date) => format(d, 'yyyy-MM-dd')
const MARK_WORDS = { full: ', fully booked', partial: ', partly booked' } as const

/**
 * Event dates are Winnipeg calendar days. Past days are disabled; days inside the notice period
 * stay clickable so the visitor learns why (a toast) instead of meeting a dead button. Month and
 * year selects reach a date a year out in two taps; the server marks full and partly booked days.
 */
export function DatePicker(props: Props) {
  const { value, minNoticeDays, horizonDays, packageName, today, onChange, onTooSoon } = props
  const earliest = today ? addDaysToDateString(today, minNoticeDays) : null
  const [month, setMonth] = useState<string | null>(null)
  const shown = month ?? (value ?? earliest)?.slice(0, 7) ?? null
  const marks = useMonthMarks(shown, packageName)
  if (!today || !earliest)
    return <p className="py-12 text-center text-stone-700">Loading calendar…</p>
  const startMonth = parseISO(`${today.slice(0, 8)}01`)
  const endMonth = parseISO(`${addDaysToDateString(today, horizonDays).slice(0, 8)}01`)
  const past = (d: Date) => toDateString(d) < today
  const tooSoon = (d: Date) => {
    const s = toDateString(d)
    return s >= today && s < earliest
  }
  const mark = (d: Date) => (tooSoon(d) || past(d) ? undefined : marks[toDateString(d)])
  return (
    <div className="wizard-calendar grid justify-items-center gap-2">
      <DayPicker
        mode="single"
        required={false}
        captionLayout="dropdown"
        selected={value ? parseISO(value) : undefined}
        month={parseISO(`${shown}-01`)}
        onMonthChange={(m) => setMonth(format(m, 'yyyy-MM'))}
        startMonth={startMonth}
        endMonth={endMonth}
        disabled={past}
        modifiers={{
          tooSoon,
          full: (d) => mark(d) === 'full',
          partial: (d) => mark(d) === 'partial',
        }}
        modifiersClassNames={{
          tooSoon: 'rdp-too-soon',
          full: 'rdp-full',
          partial: 'rdp-partial',
        }}
        onSelect={(_selected, day) => {
          if (tooSoon(day)) onTooSoon()
          else onChange(toDateString(day))
        }}
        labels={{
          labelDayButton: (date, modifiers) =>
            `${formatDateLong(toDateString(date))}${modifiers.tooSoon ? ', needs more notice' : ''}${modifiers.full ? MARK_WORDS.full : modifiers.partial ? MARK_WORDS.partial : ''}${modifiers.selected ? ', selected' : ''}`,
        }}
      />
      <p
        className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-stone-700"
        data-testid="calendar-legend"
      >
        <span>
          <span aria-hidden="true" className="legend-dot legend-partial" /> Partly booked
        </span>
        <span>
          <span aria-hidden="true" className="legend-dot legend-full" /> Fully booked
        </span>
      </p>
    </div>
  )
}
