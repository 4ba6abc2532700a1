'use client'

import { Button } from '@payloadcms/ui'
import { useState } from 'react'

import { outboxApi } from '@outbox/contract'

/** Sends one email to the signed-in admin and shows what the mail server answered. */
export function TestEmailButton() {
  const [busy, setBusy] = useState(false)
  const [answer, setAnswer] = useState<string | null>(null)
  const send = async () => {
    setBusy(true)
    const res = await outboxApi.testEmail({ body: {} })
    setBusy(false)
    if (res.ok)
      setAnswer(
        `${res.data.sent ? `Sent to ${res.data.to}` : 'Not sent'}. The mail server answered: ${res.data.answer}`,
      )
    else if (!res.body) setAnswer('Could not reach the server.')
    else setAnswer(res.message)
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
