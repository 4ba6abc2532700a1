'use client'

import { Button, toast } from '@payloadcms/ui'
import { useState } from 'react'

import { integrationsApi } from '../contract'
import { setupMessages as m } from './messages'
import { section } from './setupStyles'

/** The spec's calendar test: tomorrow at 14:00 Winnipeg time, one answer per booth. */
export function GoogleCalendarTest({ tomorrow }: { tomorrow: string }) {
  const [result, setResult] = useState<{ booth1: boolean; booth2: boolean } | null>(null)
  const [busy, setBusy] = useState(false)
  const run = async () => {
    setBusy(true)
    setResult(null)
    const res = await integrationsApi.calendarTest({ query: { date: tomorrow, time: '14:00' } })
    setBusy(false)
    if (res.ok) setResult(res.data)
    // No readable answer at all: the spec's exception toast; a refusal: the server's reason.
    else if (!res.body) toast.error(m.calendarException[0], { description: m.calendarException[1] })
    else toast.error(m.calendarFailed, { description: res.message || m.calendarFailedDefault })
  }
  const word = (free: boolean) => (free ? 'available' : 'busy')
  return (
    <section aria-labelledby="g-test" style={section}>
      <h2 id="g-test">Calendar test</h2>
      <p>Checks both booth calendars for {tomorrow} at 2:00 PM (America/Winnipeg).</p>
      <Button buttonStyle="secondary" margin={false} disabled={busy} onClick={run}>
        {busy ? 'Testing…' : 'Test calendar'}
      </Button>
      {result ? (
        <p role="status" data-testid="calendar-result">
          Booth 1: {word(result.booth1)} · Booth 2: {word(result.booth2)}
        </p>
      ) : null}
    </section>
  )
}
