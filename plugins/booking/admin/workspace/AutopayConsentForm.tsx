'use client'

import { Button } from '@payloadcms/ui'
import { useState } from 'react'

import { bookingStaffApi } from '../../contract'

import { postAction } from '../postAction'

/**
 * Automatic payments are off with a card on file. When the customer turned them off, staff turn
 * them on again only by recording the consent the customer gave (how and when): it is dated and
 * kept in the booking's history. Otherwise the customer does it from their booking page.
 */
export function AutopayConsentForm(props: { bookingId: number; offByCustomer: boolean }) {
  const [note, setNote] = useState('')
  const [busy, setBusy] = useState(false)
  const ready = !props.offByCustomer || note.trim().length >= 10
  const turnOn = async () => {
    setBusy(true)
    const ok = await postAction(
      bookingStaffApi.setAutopay({
        id: props.bookingId,
        body: { on: true, ...(note.trim() ? { consentNote: note.trim() } : {}) },
      }),
      'Automatic payments turned on.',
    )
    setBusy(false)
    if (ok) window.location.reload()
  }
  return (
    <div style={{ display: 'grid', gap: 8, marginTop: 12, maxWidth: 560 }}>
      {props.offByCustomer ? (
        <>
          <p style={{ margin: 0 }}>
            The customer turned automatic payments off. Their card is not charged until they turn
            them on from their booking page, or you record that they agreed.
          </p>
          <label style={{ display: 'grid', gap: 4 }}>
            <span>How and when the customer agreed (kept in the history)</span>
            <textarea
              value={note}
              onChange={(e) => setNote(e.target.value)}
              rows={2}
              maxLength={500}
              placeholder="By phone on December 1 at 3 pm, asked us to charge the card again"
            />
          </label>
        </>
      ) : null}
      <div>
        <Button buttonStyle="secondary" disabled={busy || !ready} onClick={turnOn}>
          {props.offByCustomer ? 'Record consent and turn on' : 'Turn automatic payments on'}
        </Button>
      </div>
    </div>
  )
}
