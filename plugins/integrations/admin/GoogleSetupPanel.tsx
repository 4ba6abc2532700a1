'use client'

import { Button, toast } from '@payloadcms/ui'
import { useSearchParams } from 'next/navigation'
import { useState } from 'react'

import { apiRequest } from '@api-client'
import { LabeledInput } from '@admin-kit/LabeledInput'
import { usePolling } from '@admin-kit/usePolling'
import { googleStatusLabel, type GoogleStatus } from '../core/googleStatusLabel'
import { GoogleCalendarTest } from './GoogleCalendarTest'
import { setupMessages as m } from './messages'
import { section } from './setupStyles'

type Status = GoogleStatus & {
  missing: string[]
  detail: string | null
  unreachableSince: string | null
}

const REQUIRED = [
  'GOOGLE_CLIENT_ID',
  'GOOGLE_CLIENT_SECRET',
  'GOOGLE_CALENDAR_BOOTH1',
  'GOOGLE_CALENDAR_BOOTH2',
]

/** Settings, the status polled every 5 s, the Authorize button, calendar test and contact inputs. */
export function GoogleSetupPanel(props: { tomorrow: string; phone: string; email: string }) {
  const [status, setStatus] = useState<Status | null>(null)
  const [phone, setPhone] = useState(props.phone)
  const [email, setEmail] = useState(props.email)
  usePolling(async () => {
    const res = await apiRequest<Status>('/api/auth/google/status')
    if (res.ok) setStatus(res.data)
  }, 5_000)
  // The OAuth callback comes back here with ?connected=1 or ?error=<code>: said on the page.
  const query = useSearchParams()
  const error = query.get('error')
  const outcome: { ok: boolean; text: string } | null = error
    ? { ok: false, text: m.oauthErrors[error] ?? m.oauthErrors.oauth_denied }
    : query.get('connected')
      ? { ok: true, text: m.connected }
      : null
  const label = googleStatusLabel(status)

  const saveContact = async (event: React.FormEvent) => {
    event.preventDefault()
    const res = await apiRequest('/api/admin/business-contact', { body: { phone, email } })
    if (res.ok) return void toast.success(m.contactSaved)
    toast.error(m.contactFailed, { description: res.body ? res.message : undefined })
  }

  return (
    <div style={{ display: 'grid', gap: 'var(--base)', maxWidth: 760 }}>
      <section aria-labelledby="g-settings" style={section}>
        <h2 id="g-settings">Required settings</h2>
        <p>Set these on the server (see README, Configuration), then restart it.</p>
        <ul data-testid="google-settings">
          {REQUIRED.map((name) => {
            const missing = status?.missing.includes(name)
            return (
              <li key={name}>
                <code>{name}</code>: {status ? (missing ? 'missing' : 'set') : '…'}
              </li>
            )
          })}
        </ul>
      </section>
      <section aria-labelledby="g-status" style={section}>
        <h2 id="g-status">Authorization</h2>
        {outcome && (outcome.ok || !status?.authenticated) ? (
          <p role={outcome.ok ? 'status' : 'alert'} data-testid="oauth-outcome">
            {outcome.text}
          </p>
        ) : null}
        <p role="status" data-testid="google-status">
          Status: <strong>{label}</strong>
        </p>
        {status?.broken ? (
          <p role="alert">
            Google refused the saved authorization: {status.detail}. Authorize again.
          </p>
        ) : null}
        {status?.unreachableSince && status.authenticated ? (
          <p>
            Google could not be reached recently: availability uses the site&apos;s own bookings
            meanwhile.
          </p>
        ) : null}
        <Button
          buttonStyle="primary"
          margin={false}
          disabled={!status?.configured}
          onClick={() => window.open('/api/auth/google', '_blank', 'noopener')}
        >
          {status?.authenticated ? 'Authorize again' : 'Authorize Google'}
        </Button>
      </section>
      <GoogleCalendarTest tomorrow={props.tomorrow} />
      <section aria-labelledby="g-contact" style={section}>
        <h2 id="g-contact">Business contact</h2>
        <form onSubmit={saveContact} style={{ maxWidth: 420 }}>
          <LabeledInput
            label="Business phone"
            type="tel"
            value={phone}
            onChange={(e) => setPhone(e.target.value)}
            required
          />
          <LabeledInput
            label="Business email"
            type="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            required
          />
          <Button buttonStyle="secondary" margin={false} type="submit">
            Save contact
          </Button>
        </form>
      </section>
    </div>
  )
}
