'use client'

import { Button } from '@payloadcms/ui'
import { useSearchParams } from 'next/navigation'
import { useState } from 'react'

import { integrationsApi, type GoogleSetupStatus as Status } from '../contract'
import { usePolling } from '@admin-kit/usePolling'
import { googleStatusLabel } from '../core/googleStatusLabel'
import { GoogleCalendarTest } from './GoogleCalendarTest'
import { GoogleContactForm } from './GoogleContactForm'
import { GoogleSettingsList } from './GoogleSettingsList'
import { setupMessages as m } from './messages'
import { section } from './setupStyles'

/** Settings, the status polled every 5 s, the Authorize button, calendar test and contact inputs. */
export function GoogleSetupPanel(props: { tomorrow: string; phone: string; email: string }) {
  const [status, setStatus] = useState<Status | null>(null)
  usePolling(async () => {
    const res = await integrationsApi.googleStatus()
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

  return (
    <div style={{ display: 'grid', gap: 'var(--base)', maxWidth: 760 }}>
      <GoogleSettingsList missingNames={status ? status.missing : null} />
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
      <GoogleContactForm phone={props.phone} email={props.email} />
    </div>
  )
}
