'use client'

import { useState } from 'react'

import { bookingApi } from '@booking/contract'

import { ui } from '@/components/ui/ui'

type State = { kind: 'idle' | 'sending' } | { kind: 'done' | 'error'; message: string }

/**
 * "Manage my booking" without the email (issue 49): asks for the address and says the same
 * thing whether or not it has a booking; the link itself only goes to that inbox.
 */
export function FindBookingForm() {
  const [email, setEmail] = useState('')
  const [state, setState] = useState<State>({ kind: 'idle' })
  const submit = async (e: React.FormEvent) => {
    e.preventDefault()
    setState({ kind: 'sending' })
    const r = await bookingApi.requestManageLink({ body: { email } })
    if (r.ok) return setState({ kind: 'done', message: r.data.message })
    setState({
      kind: 'error',
      message:
        r.code === 'rate_limited'
          ? 'Too many requests from here. Please wait a few minutes and try again.'
          : r.code === 'invalid_input'
            ? 'Please enter the email address you booked with.'
            : r.message,
    })
  }
  if (state.kind === 'done')
    return (
      <p
        role="status"
        className="rounded-xl bg-emerald-50 p-4 text-emerald-900"
        data-testid="find-booking-done"
      >
        {state.message}
      </p>
    )
  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <div>
        <label htmlFor="find-email" className={ui.label}>
          The email address you booked with
        </label>
        <input
          id="find-email"
          type="email"
          autoComplete="email"
          required
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          aria-invalid={state.kind === 'error' || undefined}
          aria-describedby={state.kind === 'error' ? 'find-email-error' : undefined}
          className={ui.input}
        />
        {state.kind === 'error' ? (
          <p id="find-email-error" role="alert" className={ui.error}>
            {state.message}
          </p>
        ) : null}
      </div>
      <button type="submit" className={ui.primary} disabled={state.kind === 'sending'}>
        {state.kind === 'sending' ? 'Sending…' : 'Email me my booking link'}
      </button>
    </form>
  )
}
