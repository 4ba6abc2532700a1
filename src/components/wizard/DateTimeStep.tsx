'use client'

import { toast } from '@/lib/toast'

import { formatDateLong, formatTimeLabel } from '@kernel'
import { START_TIMES } from '@booking/rules'
import { AvailabilityStatus } from './AvailabilityStatus'
import { DatePicker } from './DatePicker'
import { msg } from './messages'
import { StepFrame } from './StepFrame'
import type { WizardSettings } from './types'
import { ui } from '@/components/ui/ui'
import { useAvailability } from './useAvailability'

type Props = {
  settings: WizardSettings
  today: string | null
  packageName?: string
  packageId?: number
  date: string | null
  time: string | null
  onChange: (patch: { selectedDate?: string | null; selectedTime?: string | null }) => void
  onBack: () => void
  onContinue: () => void
  onRequestAssistance: () => void
}

export function DateTimeStep({
  settings,
  today,
  packageName,
  packageId,
  date,
  time,
  onChange,
  onBack,
  onContinue,
  onRequestAssistance,
}: Props) {
  const { state, retry } = useAvailability(date, time, packageName)
  const tooSoon = () =>
    toast.error(msg.noticeTitle(settings.minNoticeDays), {
      description: msg.noticeBody(settings.minNoticeDays, settings.phone, settings.email),
      id: 'notice',
    })
  return (
    <StepFrame onBack={onBack} backLabel="Back to Packages">
      <div className="grid gap-6 lg:grid-cols-[auto_1fr]">
        <div className={ui.card}>
          <h2 className="mb-2 font-semibold text-stone-900">Event date</h2>
          <DatePicker
            value={date}
            minNoticeDays={settings.minNoticeDays}
            horizonDays={settings.bookingHorizonDays ?? 730}
            packageName={packageName}
            today={today}
            onChange={(d) => onChange({ selectedDate: d })}
            onTooSoon={tooSoon}
          />
          <p className="mt-2 text-sm text-stone-600">
            Online bookings need {settings.minNoticeDays} days&apos; notice.
          </p>
        </div>
        <div className={`${ui.card} flex flex-col gap-5`}>
          <div>
            <label htmlFor="event-time" className={ui.label}>
              Start time
            </label>
            <select
              id="event-time"
              className={ui.input}
              value={time ?? ''}
              onChange={(e) => onChange({ selectedTime: e.target.value || null })}
            >
              <option value="">Choose a start time</option>
              {START_TIMES.map((t) => (
                <option key={t} value={t}>
                  {formatTimeLabel(t)}
                </option>
              ))}
            </select>
          </div>
          <p className="text-stone-800">
            {date ? <strong>{formatDateLong(date)}</strong> : 'Pick a date'}
            {time ? ` at ${formatTimeLabel(time)}` : ''}
          </p>
          <AvailabilityStatus
            state={state}
            waitlist={packageId && date && time ? { packageId, date, time } : null}
            onRetry={retry}
            onRequestAssistance={onRequestAssistance}
          />
          <button
            type="button"
            className={`${ui.primary} mt-auto`}
            disabled={state !== 'available'}
            onClick={onContinue}
          >
            Continue to Backdrop Selection
          </button>
        </div>
      </div>
    </StepFrame>
  )
}
