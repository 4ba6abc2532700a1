'use client'

import { useRouter } from 'next/navigation'
import { useState, type FormEvent } from 'react'

import type { ManagedBooking } from '@booking/rules'

import { ui } from '@/components/ui/ui'
import { Section } from '../success/Section'
import { postManage } from './postManage'

const text = (name: string, label: string, value: string, hint?: string) => (
  <div>
    <label htmlFor={`details-${name}`} className={ui.label}>
      {label}
    </label>
    <input
      id={`details-${name}`}
      name={name}
      defaultValue={value}
      required
      className={ui.input}
      aria-describedby={hint ? `details-${name}-hint` : undefined}
    />
    {hint && (
      <p id={`details-${name}-hint`} className="mt-1 text-sm text-stone-700">
        {hint}
      </p>
    )}
  </div>
)

const choice = (name: string, label: string, value: string | null, options: [string, string][]) => (
  <div>
    <label htmlFor={`details-${name}`} className={ui.label}>
      {label}
    </label>
    <select
      id={`details-${name}`}
      name={name}
      defaultValue={value ?? ''}
      required
      className={ui.input}
    >
      <option value="" disabled>
        Choose…
      </option>
      {options.map(([v, l]) => (
        <option key={v} value={v}>
          {l}
        </option>
      ))}
    </select>
  </div>
)

/** What the crew needs on the day, and the photo frame (and welcome screen) wording. */
export function EventDetailsForm({
  bookingId,
  token,
  initial,
  welcomeScreen,
}: {
  bookingId: number
  token: string
  initial: ManagedBooking['details']
  welcomeScreen: boolean
}) {
  const router = useRouter()
  const [state, setState] = useState<{ busy: boolean; message: string; error: string }>({
    busy: false,
    message: initial.submittedAt
      ? 'Thank you: we have your details. You can change them here.'
      : '',
    error: '',
  })
  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault()
    const body = Object.fromEntries(new FormData(e.currentTarget)) as Record<string, string>
    setState({ busy: true, message: '', error: '' })
    const r = await postManage(bookingId, 'details', { ...body, token })
    if (!r.ok) return setState({ busy: false, message: '', error: r.message })
    setState({ busy: false, message: 'Saved. Thank you!', error: '' })
    router.refresh()
  }
  return (
    <Section title="Event details">
      <p className="mb-4 text-stone-800">
        Help us set up smoothly and design your photo frame. You can change these until your event.
      </p>
      <form onSubmit={submit} className="grid gap-4" aria-label="Event details">
        <div className="grid gap-4 sm:grid-cols-2">
          {text('venueContactName', 'Venue contact name', initial.venueContactName)}
          {text('venueContactPhone', 'Venue contact phone', initial.venueContactPhone)}
        </div>
        {text(
          'boothPlacement',
          'Where should the booth go?',
          initial.boothPlacement,
          'Room and spot, e.g. "Main hall, left of the stage". We need about 10 by 10 feet.',
        )}
        <div className="grid gap-4 sm:grid-cols-2">
          {choice('powerNearby', 'Power outlet within 10 feet?', initial.powerNearby, [
            ['yes', 'Yes'],
            ['no', 'No'],
            ['unsure', 'Not sure'],
          ])}
          {choice('access', 'Getting in', initial.access, [
            ['ground', 'Ground level, no steps'],
            ['elevator', 'Elevator'],
            ['stairs', 'Stairs only'],
          ])}
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          {text('frameText', 'Photo frame text', initial.frameText, 'e.g. "Sam & Alex · June 12"')}
          {text('frameColours', 'Frame colours', initial.frameColours, 'e.g. "navy and gold"')}
        </div>
        {welcomeScreen &&
          text('welcomeScreenText', 'Welcome-screen text', initial.welcomeScreenText)}
        <div role="status" aria-live="polite" className="text-sm font-medium text-emerald-800">
          {state.message}
        </div>
        {state.error && (
          <p role="alert" className={ui.error}>
            {state.error}
          </p>
        )}
        <button type="submit" className={`${ui.primary} w-full sm:w-auto`} disabled={state.busy}>
          {state.busy ? 'Saving…' : 'Save event details'}
        </button>
      </form>
    </Section>
  )
}
