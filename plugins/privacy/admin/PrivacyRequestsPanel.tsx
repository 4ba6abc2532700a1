'use client'

import { Button, toast } from '@payloadcms/ui'
import { useEffect, useId, useState } from 'react'

import { privacyApi } from '../contract'

/** Export everything about an address (a zip), or erase the person, after a confirmation. */
export function PrivacyRequestsPanel({ initialEmail }: { initialEmail: string }) {
  const id = useId()
  const [email, setEmail] = useState(initialEmail)
  const [busy, setBusy] = useState(false)
  const [confirming, setConfirming] = useState(false)
  const [outcome, setOutcome] = useState<string | null>(null)
  // The safe choice takes the focus when the confirmation opens: Enter alone never erases.
  useEffect(() => {
    if (confirming) document.getElementById(`${id}-keep`)?.focus()
  }, [confirming, id])

  const download = async () => {
    setBusy(true)
    // POST: the address stays out of URLs, and so out of access logs and the browser's history.
    const res = await privacyApi.exportData({ body: { email: email.trim() } })
    setBusy(false)
    if (!res.ok) return void toast.error(res.message)
    const url = URL.createObjectURL(res.data.blob)
    const a = Object.assign(document.createElement('a'), {
      href: url,
      download: res.data.filename ?? 'personal-data.zip',
    })
    a.click()
    URL.revokeObjectURL(url)
    toast.success('Downloaded. The export is recorded in the privacy log.')
  }

  const erase = async () => {
    setBusy(true)
    const res = await privacyApi.erase({ body: { email: email.trim() } })
    setBusy(false)
    setConfirming(false)
    if (!res.ok) return void toast.error(res.message)
    setOutcome(res.data.outcome)
  }

  return (
    <div style={{ maxWidth: 640, display: 'grid', gap: 'var(--base)' }}>
      <p>
        Someone may ask what you hold about them, or ask you to delete it (PIPEDA). Both are
        recorded in the privacy log with your name.
      </p>
      <div>
        <label htmlFor={id} style={{ display: 'block', fontWeight: 600, marginBottom: 6 }}>
          Their email address
        </label>
        <input
          id={id}
          type="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          style={{ width: '100%', padding: 10, font: 'inherit' }}
        />
      </div>
      <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
        <Button buttonStyle="primary" disabled={busy || !email.trim()} onClick={download}>
          Download everything (zip)
        </Button>
        <Button
          buttonStyle="secondary"
          disabled={busy || !email.trim()}
          onClick={() => setConfirming(true)}
        >
          Erase this person…
        </Button>
      </div>
      {confirming && (
        <section role="alertdialog" aria-labelledby={`${id}-erase`} aria-describedby={`${id}-what`}>
          <h2 id={`${id}-erase`}>Erase {email.trim()}?</h2>
          <p id={`${id}-what`}>
            Their name, email, phone, address, notes, event details, signature, chat messages and
            email bodies are replaced with “[erased]” in their own records (nobody else’s, even with
            the same venue or phone), automatic payments stop and their saved card is forgotten, and
            their carts, newsletter sign-up and consents are deleted. Bookings, payments, receipts
            and invoices stay, with the same numbers and amounts, for the six years tax law
            requires. This cannot be undone.
          </p>
          <div style={{ display: 'flex', gap: 12 }}>
            <Button buttonStyle="secondary" id={`${id}-keep`} onClick={() => setConfirming(false)}>
              Keep their data
            </Button>
            <Button buttonStyle="primary" disabled={busy} onClick={erase}>
              Yes, erase
            </Button>
          </div>
        </section>
      )}
      {outcome && <p role="status">{outcome}</p>}
    </div>
  )
}
