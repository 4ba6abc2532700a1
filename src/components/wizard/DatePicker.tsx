'use client'

import { format, parseISO } from 'date-fns'
import { DayPicker } from 'react-day-picker'
import 'react-day-picker/style.css'
import './datePicker.css'

import { addDaysToDateString, formatDateLong } from '@kernel'
type Props = {
  value: string | null
  minNoticeDays: number
  /** Winnipeg's date from the server (useServerToday); null until it answers. */
  today: string | null
  onChange: (date: string) => void
  onTooSoon: () => void
}

const toDateString = (d: Date) => format(d, 'yyyy-MM-dd')

/**
 * Event dates are Winnipeg calendar days. Past days are disabled; days inside the notice period
 * stay clickable so the visitor learns why (a toast) instead of meeting a dead button.
 */
export function DatePicker({ value, minNoticeDays, today, onChange, onTooSoon }: Props) {
  if (!today) return <p className="py-12 text-center text-stone-700">Loading calendar…</p>
  const earliest = addDaysToDateString(today, minNoticeDays)
  const startMonth = parseISO(`${today.slice(0, 8)}01`)
  const past = (d: Date) => toDateString(d) < today
  const tooSoon = (d: Date) => {
    const s = toDateString(d)
    return s >= today && s < earliest
  }
  return (
    <div className="wizard-calendar flex justify-center">
      <DayPicker
        mode="single"
        required={false}
        selected={value ? parseISO(value) : undefined}
        defaultMonth={parseISO(value ?? earliest)}
        startMonth={startMonth}
        disabled={past}
        modifiers={{ tooSoon }}
        modifiersClassNames={{ tooSoon: 'rdp-too-soon' }}
        onSelect={(_selected, day) => {
          if (tooSoon(day)) onTooSoon()
          else onChange(toDateString(day))
        }}
        labels={{
          labelDayButton: (date, modifiers) =>
            `${formatDateLong(toDateString(date))}${modifiers.tooSoon ? ', needs more notice' : ''}${modifiers.selected ? ', selected' : ''}`,
        }}
      />
    </div>
  )
}
