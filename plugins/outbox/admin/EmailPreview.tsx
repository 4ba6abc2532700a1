'use client'

import { Button, toast, useDocumentInfo, useFormFields } from '@payloadcms/ui'
import { useState } from 'react'

import { REDACTED } from '../core/redactSecrets'
import { outboxApi } from '../contract'
import type { StoredAttachment } from '../recordingEmailAdapter'

// Words from the row's status: nothing here says anyone got a message that was not delivered.
const NOT_DELIVERED: Record<string, string> = {
  not_sent: 'Not sent',
  queued: 'Not sent yet (queued; retrying)',
  failed: 'Failed: gave up after retrying',
}

/** The message as the customer got it (sandboxed: no scripts), its attachments, and Resend. */
export function EmailPreview() {
  const { id } = useDocumentInfo()
  const html = useFormFields(([fields]) => fields.html?.value as string | undefined)
  const text = useFormFields(([fields]) => fields.text?.value as string | undefined)
  const attachments = useFormFields(
    ([fields]) => (fields.attachments?.value as StoredAttachment[] | undefined) ?? [],
  )
  const headers = useFormFields(([fields]) => fields.headers?.value as string | undefined)
  const status = useFormFields(([fields]) => fields.status?.value as string | undefined)
  const error = useFormFields(([fields]) => fields.error?.value as string | undefined)
  const [busy, setBusy] = useState(false)
  if (!id) return null

  const resend = async () => {
    setBusy(true)
    const res = await outboxApi.resend({ id })
    setBusy(false)
    if (!res.ok) return void toast.error(res.body ? res.message : 'Resend failed')
    // Words from what became of it: "sent again" only when the mail server took it.
    const row = 'It appears as a new row in the Outbox.'
    if (res.data.delivery === 'sent') toast.success(`Email sent again. ${row}`)
    else if (res.data.delivery === 'queued')
      toast.warning(
        `Not sent yet: the mail server did not take it; it is queued and retried. ${row}`,
      )
    else toast.warning(`Not sent: no email delivery is set up. ${row}`)
  }

  return (
    <section aria-label="Message" style={{ marginBottom: 'var(--base)' }}>
      {status && status !== 'sent' && status !== 'sending' ? (
        <p data-testid="outbox-not-delivered" role="status" style={{ marginTop: 0 }}>
          <strong>{NOT_DELIVERED[status] ?? 'Not sent'}</strong>
          {error ? `: ${error}` : '.'}
        </p>
      ) : null}
      <div style={{ display: 'flex', gap: 12, alignItems: 'center', flexWrap: 'wrap' }}>
        <Button buttonStyle="secondary" disabled={busy} onClick={resend} size="small">
          {busy ? 'Sending…' : 'Resend this email'}
        </Button>
        {attachments.map((a) => (
          <a
            download={a.filename}
            href={`data:${a.contentType.split(';')[0]};base64,${a.base64}`}
            key={a.filename}
          >
            Download {a.filename}
          </a>
        ))}
      </div>
      {`${html ?? ''}${text ?? ''}${headers ?? ''}`.includes(REDACTED) && (
        <p style={{ marginTop: 12 }}>
          Links that open an account or a booking show as {REDACTED} in this copy.{' '}
          {status === 'sent'
            ? 'The recipient got the working links, and Resend sends them again to the same address only.'
            : 'This email has not reached the recipient; Resend sends it, with working links, to the same address only.'}
        </p>
      )}
      {headers && (
        <details style={{ marginTop: 12 }}>
          <summary>Headers</summary>
          <pre style={{ whiteSpace: 'pre-wrap', margin: '8px 0 0' }}>{headers}</pre>
        </details>
      )}
      {html ? (
        <iframe
          sandbox=""
          srcDoc={html}
          style={{
            width: '100%',
            height: 560,
            border: '1px solid var(--theme-elevation-150)',
            marginTop: 12,
            background: '#fff',
          }}
          title="Email as sent"
        />
      ) : (
        <pre style={{ whiteSpace: 'pre-wrap', marginTop: 12 }}>{text}</pre>
      )}
    </section>
  )
}
