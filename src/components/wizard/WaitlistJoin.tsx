'use client'

import { useId, useState } from 'react'

import { formatDateLong, formatTimeLabel } from '@kernel'
import { START_TIMES } from '@booking/rules'
import { ErrorAlert } from '@/components/ui/ErrorAlert'
import { ui } from '@/components/ui/ui'
import { quotesApi } from '@quotes/contract'
import { failureWords } from '@/lib/api'
import { waitlistPrefill } from './linkPrefill'

type Props = { packageId: number; date: string; time: string }

/**
 * Both booths taken: the visitor may wait for this date. If a booth frees up between their
 * earliest and latest start, the first person in line is emailed and has 12 hours to book it.
 */
export function WaitlistJoin({ packageId, date, time }: Props) {
  const id = useId()
  // Opened from the chat's waitlist link: the form is open, with what the chat knew.
  const [link] = useState(() =>
    typeof window === 'undefined' ? null : waitlistPrefill(window.location.search),
  )
  const [open, setOpen] = useState(Boolean(link?.open))
  const [form, setForm] = useState({
    name: link?.open ? link.name : '',
    email: link?.open ? link.email : '',
    phone: '',
    from: time,
    to: time,
  })
  const [state, setState] = useState<'idle' | 'sending' | 'joined'>('idle')
  // A start time in the window is free after all: the server answers the wizard's link for it.
  const [openDate, setOpenDate] = useState<{ time: string; bookingLink: string } | null>(null)
  const [error, setError] = useState<string | null>(null)
  const set = (key: keyof typeof form) => (e: { target: { value: string } }) =>
    setForm((f) => ({ ...f, [key]: e.target.value }))

  async function join(event: React.FormEvent) {
    event.preventDefault()
    setState('sending')
    setError(null)
    const r = await quotesApi.joinWaitlist({
      body: {
        name: form.name,
        email: form.email,
        phone: form.phone,
        packageId,
        eventDate: date,
        earliestTime: form.from,
        latestTime: form.to,
      },
    })
    if (r.ok && r.data.status === 'open') {
      setState('idle')
      return setOpenDate({ time: r.data.time, bookingLink: r.data.bookingLink })
    }
    if (r.ok) return setState('joined')
    setState('idle')
    setError(failureWords(r))
  }

  if (openDate)
    return (
      <p className="mt-3 font-semibold text-stone-900" role="status" data-testid="waitlist-open">
        That date is open:{' '}
        <a href={openDate.bookingLink} className={ui.link}>
          book it now
        </a>{' '}
        ({formatDateLong(date)} at {formatTimeLabel(openDate.time)}). Nothing was added to the
        waitlist.
      </p>
    )
  if (state === 'joined')
    return (
      <p className="mt-3 font-semibold text-emerald-800" data-testid="waitlist-joined">
        You are on the waitlist for {formatDateLong(date)}. If a booth frees up, we will email you.
      </p>
    )
  if (!open)
    return (
      <button type="button" className={`${ui.secondary} mt-3`} onClick={() => setOpen(true)}>
        Join the waitlist
      </button>
    )
  const field = (key: 'name' | 'email' | 'phone', label: string, type: string, auto: string) => (
    <div>
      <label htmlFor={`${id}-${key}`} className={ui.label}>
        {label}
      </label>
      <input
        id={`${id}-${key}`}
        type={type}
        autoComplete={auto}
        required
        className={ui.input}
        value={form[key]}
        onChange={set(key)}
      />
    </div>
  )
  const timeSelect = (key: 'from' | 'to', label: string) => (
    <div>
      <label htmlFor={`${id}-${key}`} className={ui.label}>
        {label}
      </label>
      <select id={`${id}-${key}`} className={ui.input} value={form[key]} onChange={set(key)}>
        {START_TIMES.map((t) => (
          <option key={t} value={t}>
            {formatTimeLabel(t)}
          </option>
        ))}
      </select>
    </div>
  )
  return (
    <form onSubmit={join} className="mt-3 grid gap-3" aria-label="Join the waitlist">
      <p className="text-stone-800">
        Tell us how to reach you. If a booth frees up on {formatDateLong(date)}, the first person
        waiting gets an email and 12 hours to book it. Joining does not reserve anything.
      </p>
      {field('name', 'Full name', 'text', 'name')}
      {field('email', 'Email', 'email', 'email')}
      {field('phone', 'Phone', 'tel', 'tel')}
      <div className="grid gap-3 sm:grid-cols-2">
        {timeSelect('from', 'Earliest start')}
        {timeSelect('to', 'Latest start')}
      </div>
      {error && <ErrorAlert>{error}</ErrorAlert>}
      <button type="submit" className={ui.primary} disabled={state === 'sending'}>
        {state === 'sending' ? 'Joining…' : 'Join the waitlist'}
      </button>
    </form>
  )
}
