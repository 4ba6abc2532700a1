'use client'

import { Button } from '@payloadcms/ui'
import { useState } from 'react'

/** Sends one email to the signed-in admin and shows what the mail server answered. */
export function TestEmailButton() {
  const [busy, setBusy] = useState(false)
  const [answer, setAnswer] = useState<string | null>(null)
  const send = async () => {
    setBusy(true)
    try {
      const res = await fetch('/api/outbox/test-email', {
        method: 'POST',
        credentials: 'include',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      })
      const body = (await res.json()) as {
        sent?: boolean
        to?: string
        answer?: string
        message?: string
      }
      setAnswer(
        res.ok
          ? `${body.sent ? `Sent to ${body.to}` : 'Not sent'}. The mail server answered: ${body.answer}`
          : (body.message ?? `Could not send (${res.status})`),
      )
    } catch {
      setAnswer('Could not reach the server.')
    } finally {
      setBusy(false)
    }
  }
  return (
    <div>
      <Button buttonStyle="secondary" disabled={busy} margin={false} onClick={send} size="small">
        {busy ? 'Sending…' : 'Send a test email'}
      </Button>
      <p aria-live="polite" data-testid="test-email-answer" style={{ margin: '4px 0 0' }}>
        {answer ?? ''}
      </p>
    </div>
  )
}
